import { subscribe } from 'valtio';
import type { AppRuntime } from '../app/app-runtime.tsx';

/** If the first page never marks itself ready (an error state), the deferred plugins load anyway. */
const LATEST_START_MS = 4000;

/** Runs `fn` once `read()` is true (now, or on the first change of `state` that makes it so). */
function when(state: object, read: () => boolean, fn: () => void): () => void {
  if (read()) {
    fn();
    return () => undefined;
  }
  const stop = subscribe(state, () => {
    if (!read()) return;
    stop();
    fn();
  });
  return stop;
}

/**
 * The deferred plugins (consent banner, trackers, app banner, account pages...) load when the
 * first page is on screen and the browser is idle, so they never hold up the first screen.
 * Once they have, the document says so (`data-summit-plugins="settled"`, mark `summit-plugins`):
 * tests and the benchmark wait for it.
 */
export function loadDeferredPluginsAfterFirstPage({ kernel, page }: AppRuntime): void {
  when(
    kernel.deferred.state,
    () => kernel.deferred.state.settled,
    () => {
      document.documentElement.dataset.summitPlugins = 'settled';
      performance.mark('summit-plugins');
    },
  );
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    idle(() => void kernel.deferred.load(), { timeout: 500 });
  };
  window.setTimeout(start, LATEST_START_MS);
  when(page, () => page.ready, start);
}
