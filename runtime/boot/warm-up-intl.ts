/**
 * Loads the browser's number and date formatting data on a worker thread while the page boots, so
 * that hydration's first price or count does not block the main thread while it loads (ICU's data
 * is shared by the whole browser process). Without workers, or should it fail, the first formatter
 * loads it as before.
 */
export function warmUpIntl(locales: readonly string[]): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
    worker.onerror = () => worker.terminate();
    worker.postMessage(locales);
  } catch {
    // A formatter then loads the data itself.
  }
}
