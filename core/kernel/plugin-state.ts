import type { PluginContext } from './plugin.ts';
import { usePlugin } from './use-plugin.tsx';

/** A plugin's own state, one per kernel (one kernel per request on the server, one in the browser). */
export interface PluginState<Name extends string, State extends { ctx: PluginContext<Name> }> {
  /** Kept by the plugin's `setup`, under its context. */
  keep(state: State): void;
  /** The state of the kernel whose context this is (for loaders, heads and plain functions). */
  of(ctx: PluginContext<Name>): State;
  /** The state, for a component inside the plugin's parts (which read the context with `usePlugin()`). */
  use(): State;
}

/**
 * What a plugin's parts read beyond its context (a store it keeps, its options), without a
 * factory closing over it or a prop handing it down: a map from each kernel's context to it.
 */
export function pluginState<Name extends string, State extends { ctx: PluginContext<Name> }>(plugin: Name): PluginState<Name, State> {
  const states = new WeakMap<PluginContext<Name>, State>();
  const of = (ctx: PluginContext<Name>): State => {
    const state = states.get(ctx);
    if (!state) throw new Error(`the ${plugin} plugin was not set up in this kernel`);
    return state;
  };
  return {
    keep: (state) => void states.set(state.ctx, state),
    of,
    use: () => of(usePlugin<Name>()),
  };
}

/**
 * Something a plugin makes for each kernel the first time it is asked for (a batching loader, a
 * cache of loads), where `setup` need not make it: one per kernel, made from its context.
 */
export function perKernel<Name extends string, Value>(create: (ctx: PluginContext<Name>) => Value): (ctx: PluginContext<Name>) => Value {
  const made = new WeakMap<PluginContext<Name>, Value>();
  return (ctx) => {
    if (!made.has(ctx)) made.set(ctx, create(ctx));
    return made.get(ctx)!;
  };
}
