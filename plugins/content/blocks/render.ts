import { sanitizeHtml } from '../../../core/kit/ui/sanitize-html.ts';
import { fillTemplate, type TemplateValues } from './template.ts';

export interface RenderedBlockHtml {
  /** Safe to insert: the variables filled (escaped), then sanitised as the CMS pages are. */
  html: string;
  missing: string[];
}

/** A block's content as HTML to show. */
export function renderBlockHtml(content: string, values: TemplateValues): RenderedBlockHtml {
  const filled = fillTemplate(content, values, 'html');
  return { html: sanitizeHtml(filled.text), missing: filled.missing };
}

const BLOCK_ELEMENTS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'TABLE', 'TR']);

/**
 * HTML as plain text for a share message (a tweet, an email body): paragraphs separated by an
 * empty line, `<br>` as a line break, entities decoded. The HTML is parsed in an inert document:
 * nothing in it runs or loads.
 */
export function htmlToText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  let out = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === 'BR') {
      out += '\n';
      return;
    }
    const block = BLOCK_ELEMENTS.has(node.tagName);
    if (block) out += '\n\n';
    node.childNodes.forEach(walk);
    if (block) out += '\n\n';
  };
  body.childNodes.forEach(walk);
  return out
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
