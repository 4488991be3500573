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
  // A tap on a button before the page has taken over would do nothing (links and forms with an
  // address work as they are): it is held, the scripts start at once, and the tap is made again
  // when the page is ready (the app's `summit-ready` event), on the same button: hydration keeps
  // the server's elements. What the shopper chose or typed meanwhile is given again first, as
  // input the app hears: hydration puts a field back to the app's state (the size to "Choose").
  /** @type {HTMLElement[]} */
  const held = [];
  /** @type {Map<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, string | boolean>} */
  const entered = new Map();
  function hold(/** @type {MouseEvent} */ event) {
    const button = event.target instanceof Element ? event.target.closest('button, [role="button"], input[type="submit"]') : null;
    if (!(button instanceof HTMLElement)) return;
    // A form with an address works without the scripts (the header's search).
    if (button instanceof HTMLButtonElement && button.form?.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
    start();
  }
  function note(/** @type {Event} */ event) {
    const field = event.target;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) entered.set(field, field.checked);
    else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) entered.set(field, field.value);
  }
  /** @param {HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement} field @param {string | boolean} value */
  function enterAgain(field, value) {
    if (!field.isConnected) return;
    if (typeof value === 'boolean') {
      if (field instanceof HTMLInputElement && field.checked !== value) field.click();
      return;
    }
    // The element's own setter, past the one React puts on it to tell its changes from the shopper's.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  document.addEventListener(
    'summit-ready',
    function () {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('input', note, true);
      document.removeEventListener('change', note, true);
      entered.forEach(function (value, field) {
        enterAgain(field, value);
      });
      // After the app has rendered what was entered.
      setTimeout(function () {
        for (const button of held) if (button.isConnected) button.click();
      });
    },
    { once: true },
  );
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
