/** Where the process is in its life: readiness reads it, the signal handler moves it on. */
export interface Lifecycle {
  /** SIGTERM came: finish what is in flight, take nothing new. */
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
