import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/** Forms and frames are not content either: a CMS text never asks for input or embeds another site. */
const FORBID_TAGS = ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'style'];

/**
 * How many sanitised texts are kept. A store's CMS texts, banners and story blocks are a few
 * hundred at most, and every page shows the same ones: each is parsed into a DOM once, not once
 * per render (on the server, once per request).
 */
const KEPT_TEXTS = 500;
/** A text longer than this is sanitised each time rather than kept (a long CMS page, seldom shown). */
const LONGEST_KEPT = 64 * 1024;

let purifier: Pick<DOMPurify, 'sanitize'> | null = null;
const sanitised = new Map<string, string>();

/**
 * Where there is no browser window (the server renderer, the reference API), the sanitizer
 * works in the DOM given here (jsdom's). DOMPurify keeps no state between calls, so one DOM
 * serves every request.
 */
export function sanitizeWithDom(window: WindowLike): void {
  purifier = createDOMPurify(window);
  sanitised.clear();
}

/**
 * The server's render: it renders only with the reference API of its own process (a storefront on
 * another backend is rendered in the browser alone), whose content stores keep CMS and story HTML
 * sanitised by these rules (server/content/stored-html.ts), so the text is rendered as it came,
 * without a DOM to parse it in. The browser sanitises it again when the page is rendered there.
 */
export function renderStoredHtmlAsIs(): void {
  purifier = { sanitize: ((html: string) => html) as DOMPurify['sanitize'] };
  sanitised.clear();
}

/**
 * HTML from a CMS made safe to insert, whatever backend sent it: DOMPurify's defaults drop
 * scripts, event handlers and `javascript:` URLs, and forms and frames go too. The same text
 * always sanitises alike, so the result is kept (the oldest goes first).
 */
export function sanitizeHtml(html: string): string {
  const known = sanitised.get(html);
  if (known !== undefined) return known;
  purifier ??= createDOMPurify(window);
  const clean = purifier.sanitize(html, { FORBID_TAGS });
  if (html.length > LONGEST_KEPT) return clean;
  if (sanitised.size >= KEPT_TEXTS) sanitised.delete(sanitised.keys().next().value!);
  sanitised.set(html, clean);
  return clean;
}
