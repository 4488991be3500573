import { randomBytes } from 'node:crypto';
import { escapeHtml } from './escape-html.ts';
import type { StyleInliner } from './inline-styles.ts';
import { scriptsAfterFirstScreen } from './scripts-after-first-screen.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/**
 * What a frame is built with in place of a reply's nonce, then replaced by it. Random per process,
 * so that no text of a template or stylesheet can be made to stand for it.
 */
const NONCE_MARK = `nonce-${randomBytes(12).toString('hex')}`;

/** How many frames are kept: each store's, for each set of page scripts, with a nonce and without. */
const KEPT_FRAMES = 256;

/** A server page around its parts: the template cut where the title, the head's tags, the markup and the loader go. */
interface Frame {
  beforeTitle: string;
  beforeHeadEnd: string;
  beforeRoot: string;
  loader: string;
  after: string;
}

export interface PageParts {
  title: string;
  /** The page's head tags (escaped). */
  head: string;
  /** The inside of #root, and what follows it before the loader (the page's state). */
  root: string;
  afterRoot: string;
}

/**
 * The store's template made into a page: its stylesheets inlined, its scripts moved to a loader
 * after the first screen, the page's title and head tags in place, the note that the page needs
 * JavaScript left out. A page type's frame is made once per store and set of page scripts (only
 * its nonce changes between replies): a render then only joins its own parts to it.
 */
export function createPageFrames(styles: StyleInliner) {
  const frames = new Map<string, Frame>();

  const frameOf = (storeId: number, template: string, pageScripts: readonly string[], nonce: string | null): Frame => {
    // A page kept for many has no nonce (its policy names its inline parts' hashes); a reply's nonce replaces the mark.
    const mark = nonce === null ? null : NONCE_MARK;
    const key = `${storeId}\n${mark ?? ''}\n${pageScripts.join('\n')}`;
    let frame = frames.get(key);
    if (frame) return frame;
    const scripts = scriptsAfterFirstScreen(template, pageScripts, mark);
    const [head, after = ''] = styles
      .inlineTemplate(scripts?.template ?? template, mark)
      // The page is there without JavaScript: no need to say it needs it.
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .split(ROOT_ELEMENT);
    const title = TITLE.exec(head!);
    const headEnd = head!.indexOf('</head>');
    const [beforeTitle, afterTitle] = title ? [head!.slice(0, title.index), title.index + title[0].length] : [head!.slice(0, headEnd), headEnd];
    frame = {
      beforeTitle,
      beforeHeadEnd: head!.slice(afterTitle, headEnd),
      beforeRoot: head!.slice(headEnd),
      loader: scripts?.loader.value ?? '',
      after,
    };
    if (frames.size >= KEPT_FRAMES) frames.clear();
    frames.set(key, frame);
    return frame;
  };

  /**
   * The whole page: the frame of its store and scripts with this reply's nonce, around its parts.
   * `nonce` null: a page kept for many, whose inline scripts and styles have none.
   */
  return function pageHtml(storeId: number, template: string, pageScripts: readonly string[], nonce: string | null, parts: PageParts): string {
    const frame = frameOf(storeId, template, pageScripts, nonce);
    const attribute = nonce === null ? '' : escapeHtml(nonce);
    // A function, so that no `$` in the value is read as a replacement pattern.
    const withNonce = (text: string) => (nonce === null ? text : text.replaceAll(NONCE_MARK, () => attribute));
    return (
      withNonce(frame.beforeTitle) +
      `<title>${escapeHtml(parts.title)}</title>` +
      withNonce(frame.beforeHeadEnd) +
      parts.head +
      withNonce(frame.beforeRoot) +
      `<div id="root">${parts.root}</div>` +
      parts.afterRoot +
      withNonce(frame.loader) +
      withNonce(frame.after)
    );
  };
}
