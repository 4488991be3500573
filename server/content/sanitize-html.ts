import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// One DOM for the process: DOMPurify parses into it and keeps no state between calls.
const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);

/**
 * CMS HTML made safe to send: DOMPurify's defaults drop scripts, event handlers, `javascript:`
 * URLs and anything that is not markup; forms and frames are not content either.
 */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'style'] });
}
