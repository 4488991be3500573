import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/** Forms and frames are not content either: a CMS text never asks for input or embeds another site. */
const FORBID_TAGS = ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'style'];

let purifier: DOMPurify | null = null;

/**
 * Where there is no browser window (the server renderer, the reference API), the sanitizer
 * works in the DOM given here (jsdom's). DOMPurify keeps no state between calls, so one DOM
 * serves every request.
 */
export function sanitizeWithDom(window: WindowLike): void {
  purifier = createDOMPurify(window);
}

/**
 * HTML from a CMS made safe to insert, whatever backend sent it: DOMPurify's defaults drop
 * scripts, event handlers and `javascript:` URLs, and forms and frames go too.
 */
export function sanitizeHtml(html: string): string {
  purifier ??= createDOMPurify(window);
  return purifier.sanitize(html, { FORBID_TAGS });
}
