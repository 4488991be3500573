import DOMPurify from 'dompurify';
import type { MouseEvent } from 'react';

/**
 * CMS HTML made safe to insert, whatever backend sent it: DOMPurify's defaults drop scripts,
 * event handlers and `javascript:` URLs; forms, frames and styles are not content either.
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'style'] });
}

/**
 * The path to open inside the app when a click on rich text hit a plain link to this shop (same
 * origin, no new tab or download asked for); null to let the browser follow it.
 */
export function inAppPath(
  event: Pick<MouseEvent, 'target' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  origin: string,
): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const url = new URL(href, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
