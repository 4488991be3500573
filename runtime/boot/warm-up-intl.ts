/**
 * Loads the browser's number and date formatting data on a worker thread, so that the first
 * price or count rendered does not block the main thread while it loads (ICU's data is shared by
 * the whole browser process). Resolves once the data is there: a formatter the page builds
 * before then waits for the worker, longer than loading the data alone would take. Without
 * workers, or should it fail, it resolves at once and the first formatter loads the data itself.
 */
export function warmUpIntl(locales: readonly string[]): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    try {
      const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = () => resolve();
      worker.onerror = () => {
        worker.terminate();
        resolve();
      };
      worker.postMessage(locales);
    } catch {
      resolve();
    }
  });
}
