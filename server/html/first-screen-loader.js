// @ts-check
/**
 * Runs in the browser, inlined at the end of a server-rendered page (its text is what the page
 * gets, untranspiled, so it refers to nothing outside itself): adds the page's scripts once its
 * first screen is painted with its main image (the one marked `fetchpriority="high"`), or at once
 * in a hidden tab, where nothing paints. The page is readable and its links work before then; on
 * a slow line the image has the bandwidth to itself instead of sharing it with 100 KB of scripts
 * that change nothing the shopper sees. An image that hangs holds them back imageWaitMs at most.
 * @param {string} entry
 * @param {readonly string[]} preloads
 * @param {number} imageWaitMs
 */
function loadScriptsAfterFirstScreen(entry, preloads, imageWaitMs) {
  let started = false;
  // Starting a request takes the main thread a moment, so each is a task of its own: the entry
  // first, then what it will import.
  function add(/** @type {number} */ next) {
    const element = next === 0 ? document.createElement('script') : document.createElement('link');
    element.crossOrigin = '';
    if (element instanceof HTMLScriptElement) {
      element.type = 'module';
      element.src = entry;
    } else {
      element.rel = 'modulepreload';
      element.href = preloads[next - 1] ?? '';
    }
    document.head.append(element);
    if (next < preloads.length) setTimeout(add, 0, next + 1);
  }
  function start() {
    if (started) return;
    started = true;
    add(0);
  }
  // A task queued from an animation frame runs after that frame is painted.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start);
    });
  }
  if (document.visibilityState === 'hidden') return start();
  const image = document.querySelector('img[fetchpriority="high"]');
  if (!(image instanceof HTMLImageElement) || image.complete) return afterPaint();
  image.addEventListener('load', afterPaint, { once: true });
  image.addEventListener('error', afterPaint, { once: true });
  setTimeout(start, imageWaitMs);
}
