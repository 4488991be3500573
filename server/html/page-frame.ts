import { randomBytes } from 'node:crypto';
import { SERVER_STATE_ID } from '../../core/render/server-render.ts';
import { escapeHtml } from './escape-html.ts';
import type { StyleInliner } from './inline-styles.ts';
import { inlineSourcesOf, inlineSourcesOfBytes, joinedSources, scriptSourcesOf, type InlineSources } from './kept-page.ts';
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

/**
 * A server page around its parts: the template cut where the title, the head's tags, the markup
 * and the loader go. Each cut piece is UTF-8 already, split where a reply's nonce goes.
 */
interface Frame {
  beforeTitle: Buffer[];
  beforeHeadEnd: Buffer[];
  beforeRoot: Buffer[];
  loader: Buffer[];
  after: Buffer[];
  /** A frame without a nonce: the sources of its inline scripts and styles, for the policy. */
  inline: InlineSources | null;
}

export interface PageParts {
  title: string;
  /** The page's head tags (escaped). */
  head: string;
  /** The files of the page's own stylesheets: written into its head after the tags (StyleInliner). */
  headStyles: readonly string[];
  /** The inside of #root, as React wrote it. */
  root: Buffer;
  /** The state the browser's first render starts from: JSON safe in a script element (scriptJson). */
  state: string;
}

/** A page made whole: its bytes, and for a page without a nonce the sources of all its inline scripts and styles. */
export interface ComposedPage {
  bytes: Buffer;
  inline: InlineSources | null;
}

const ROOT_OPEN = Buffer.from('<div id="root">');
// A data block: a script element that never runs, so the policy need not allow it.
const ROOT_CLOSE_STATE_OPEN = Buffer.from(`</div><script id="${SERVER_STATE_ID}" type="application/json">`);
const STATE_CLOSE = Buffer.from('</script>');

/**
 * The store's template made into a page: its stylesheets inlined, its scripts moved to a loader
 * after the first screen, the page's title and head tags in place, the note that the page needs
 * JavaScript left out. A page type's frame is made once per store and set of page scripts (only
 * its nonce changes between replies): a render then only joins its own parts to it, as bytes,
 * so that the ~40 KB of stylesheets are never encoded again.
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
    const loader = scripts?.loader.value ?? '';
    // Cut where the nonce goes, so that a reply only puts its own between the pieces.
    const pieces = (text: string) => text.split(NONCE_MARK).map((piece) => Buffer.from(piece));
    frame = {
      beforeTitle: pieces(beforeTitle),
      beforeHeadEnd: pieces(head!.slice(afterTitle, headEnd)),
      beforeRoot: pieces(head!.slice(headEnd)),
      loader: pieces(loader),
      after: pieces(after),
      inline: mark === null ? inlineSourcesOf(head! + loader + after) : null,
    };
    if (frames.size >= KEPT_FRAMES) frames.clear();
    frames.set(key, frame);
    return frame;
  };

  /**
   * The whole page: the frame of its store and scripts with this reply's nonce, around its parts.
   * `nonce` null: a page kept for many, whose inline scripts and styles have none.
   */
  return function composePage(storeId: number, template: string, pageScripts: readonly string[], nonce: string | null, parts: PageParts): ComposedPage {
    const frame = frameOf(storeId, template, pageScripts, nonce);
    const attribute = nonce === null ? null : Buffer.from(escapeHtml(nonce));
    const chunks: Buffer[] = [];
    const frameText = (pieces: Buffer[]) =>
      pieces.forEach((piece, i) => {
        if (i > 0 && attribute) chunks.push(attribute);
        chunks.push(piece);
      });
    frameText(frame.beforeTitle);
    chunks.push(Buffer.from(`<title>${escapeHtml(parts.title)}</title>`));
    frameText(frame.beforeHeadEnd);
    chunks.push(Buffer.from(parts.head));
    for (const file of parts.headStyles) chunks.push(styles.inlineBytes(file, nonce));
    frameText(frame.beforeRoot);
    chunks.push(ROOT_OPEN, parts.root, ROOT_CLOSE_STATE_OPEN, Buffer.from(parts.state), STATE_CLOSE);
    frameText(frame.loader);
    frameText(frame.after);
    return {
      bytes: Buffer.concat(chunks),
      // The head's stylesheets are known by file; its tags' scripts are looked for.
      inline:
        frame.inline &&
        joinedSources(frame.inline, { scripts: scriptSourcesOf(parts.head), styles: styles.sourcesOf(parts.headStyles) }, inlineSourcesOfBytes(parts.root)),
    };
  };
}
