/**
 * Spec 02 section 4: an action can be locked, so that a repeated dispatch while it runs reuses
 * the running promise instead of starting again (a second Enter on a search, a double click on
 * save). Once it settles, the next call runs anew.
 */
export function lockedAction<Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  let running: Promise<Result> | null = null;
  return (...args) => {
    running ??= run(...args).finally(() => {
      running = null;
    });
    return running;
  };
}
