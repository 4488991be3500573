import { JSDOM } from 'jsdom';
import { sanitizeHtml, sanitizeWithDom } from '../../core/kit/ui/sanitize-html.ts';

// The storefront's sanitizer, in one DOM for the process.
sanitizeWithDom(new JSDOM('').window as unknown as Window & typeof globalThis);

/** CMS HTML made safe to send: the same rules the storefront applies again before it shows it. */
export { sanitizeHtml };
