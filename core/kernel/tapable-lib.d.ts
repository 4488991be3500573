// tapable ships types for its index only; the per-class files export the same classes.
declare module 'tapable/lib/*.js' {
  const HookClass: unknown;
  export default HookClass;
}
