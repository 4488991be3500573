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
  function start() {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
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
