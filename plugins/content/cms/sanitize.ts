import DOMPurify from 'dompurify';

/**
 * CMS HTML made safe to insert, whatever backend sent it: DOMPurify's defaults drop scripts,
 * event handlers and `javascript:` URLs; forms and frames are not content either.
 */
export function sanitizeContent(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'style'] });
}
