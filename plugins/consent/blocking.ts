/**
 * Script and iframe blocking by cookie category (spec 02 sections 4 and 9): an element marked
 * `data-cookie-category="functional|advertising|default"` stays inert (a script with
 * type="text/plain", an iframe with data-src instead of src) until its category is accepted;
 * then it runs once. `default` is always blocked.
 */
export type CookieCategory = 'default' | 'functional' | 'advertising';

export interface Accepted {
  functional: boolean;
  advertising: boolean;
}

export interface BlockedScript {
  src: string;
  category: CookieCategory;
}

const ACTIVATED = 'data-cookie-activated';
const SELECTOR = `script[data-cookie-category]:not([${ACTIVATED}]), iframe[data-cookie-category]:not([${ACTIVATED}])`;

export function isCategoryAccepted(category: string | null, accepted: Accepted): boolean {
  if (category === 'functional') return accepted.functional;
  if (category === 'advertising') return accepted.advertising;
  return false;
}

function activateScript(element: HTMLScriptElement): void {
  const runnable = element.ownerDocument.createElement('script');
  for (const { name, value } of Array.from(element.attributes)) {
    if (name !== 'type' && name !== 'data-src') runnable.setAttribute(name, value);
  }
  const originalType = element.getAttribute('data-type');
  if (originalType) runnable.type = originalType;
  const src = element.getAttribute('data-src') ?? element.getAttribute('src');
  if (src) runnable.src = src;
  else runnable.text = element.text;
  runnable.setAttribute(ACTIVATED, 'true');
  element.replaceWith(runnable);
}

function activateIframe(element: HTMLIFrameElement): void {
  const src = element.getAttribute('data-src');
  element.setAttribute(ACTIVATED, 'true');
  if (src) element.src = src;
}

/** Activates every marked element under `root` whose category is accepted. Returns how many ran. */
export function activateAccepted(root: ParentNode, accepted: Accepted): number {
  let count = 0;
  for (const element of Array.from(root.querySelectorAll<HTMLScriptElement | HTMLIFrameElement>(SELECTOR))) {
    if (!isCategoryAccepted(element.getAttribute('data-cookie-category'), accepted)) continue;
    if (element instanceof element.ownerDocument.defaultView!.HTMLScriptElement) activateScript(element);
    else activateIframe(element as HTMLIFrameElement);
    count++;
  }
  return count;
}

/** Puts the store config's third-party scripts on the page, blocked until their category is accepted. */
export function insertBlockedScripts(doc: Document, scripts: readonly BlockedScript[]): void {
  for (const script of scripts) {
    const element = doc.createElement('script');
    element.type = 'text/plain';
    element.setAttribute('data-cookie-category', script.category);
    element.setAttribute('data-src', script.src);
    doc.head.append(element);
  }
}

/**
 * Keeps activating: now for what is on the page, and later for marked embeds that CMS content
 * adds. Returns a function that stops watching.
 */
export function watchBlocked(doc: Document, accepted: () => Accepted): () => void {
  const run = () => {
    const current = accepted();
    if (current.functional || current.advertising) activateAccepted(doc, current);
  };
  run();
  const observer = new MutationObserver(run);
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
