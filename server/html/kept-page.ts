import { createHash } from 'node:crypto';
import { compressBuffer, type Encoding } from '../http/compression.ts';
import { etagOf } from '../http/public-cache.ts';

/**
 * A page as one body for every shopper who gets it: its inline scripts and styles are allowed by
 * their hashes in the Content-Security-Policy instead of a reply's nonce, so the body never
 * changes, and is compressed once per encoding (a nonce per reply would make each body, and its
 * compression, new). Hashes protect as a fresh nonce does: an injected script has none of them.
 */
export interface KeptPage {
  /** The body as sent (UTF-8), for the ETag, every compression and every plain reply. */
  bytes: Buffer;
  etag: string;
  /** `'sha256-…'` sources for script-src and style-src. */
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  /** The body compressed, made on the first request that accepts the encoding. */
  compressed(encoding: Encoding): Buffer;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
/** JSON and other data blocks never run: nothing to allow. */
const DATA_BLOCK = /\btype="(?!module"|text\/javascript")[^"]*"/i;

/** The `'sha256-…'` sources of a page's inline scripts and styles. */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

export const NO_INLINE_SOURCES: InlineSources = { scripts: [], styles: [] };

/** The CSP source that allows an inline script or style of this text. */
export const cspHashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function hashesOf(html: string, pattern: RegExp, skip?: RegExp): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(pattern)) {
    if (skip?.test(match[0].slice(0, match[0].indexOf('>')))) continue;
    sources.add(cspHashSource(match[1]!));
  }
  return [...sources];
}

/** The sources of the inline scripts and styles in a piece of HTML. */
export function inlineSourcesOf(html: string): InlineSources {
  return { scripts: hashesOf(html, INLINE_SCRIPT, DATA_BLOCK), styles: hashesOf(html, INLINE_STYLE) };
}

/** The sources of the inline scripts alone in a piece of HTML. */
export function scriptSourcesOf(html: string): readonly string[] {
  return hashesOf(html, INLINE_SCRIPT, DATA_BLOCK);
}

/**
 * The sources of a markup that React wrote, as bytes: most have no inline script or style, found
 * without decoding them (React writes its tags' names in lower case).
 */
export function inlineSourcesOfBytes(markup: Buffer): InlineSources {
  if (markup.indexOf('<script') === -1 && markup.indexOf('<style') === -1) return NO_INLINE_SOURCES;
  return inlineSourcesOf(markup.toString('utf8'));
}

/** The sources of the pieces of one page, together. */
export function joinedSources(...pieces: InlineSources[]): InlineSources {
  const joined = (of: (sources: InlineSources) => readonly string[]) => [...new Set(pieces.flatMap(of))];
  return { scripts: joined((sources) => sources.scripts), styles: joined((sources) => sources.styles) };
}

/**
 * A page rendered without a nonce, made into one body: its bytes as sent, and the sources of its
 * inline scripts and styles (its frame's, known once per frame, and its own parts').
 */
export function keptPage(bytes: Buffer, inline: InlineSources): KeptPage {
  const bodies = new Map<Encoding, Buffer>();
  return {
    bytes,
    etag: etagOf(bytes),
    scriptHashes: inline.scripts,
    styleHashes: inline.styles,
    compressed(encoding) {
      let body = bodies.get(encoding);
      if (!body) bodies.set(encoding, (body = compressBuffer(bytes, encoding)));
      return body;
    },
  };
}

/** The store's policy with a kept page's inline scripts and styles allowed by their hashes. */
export function withHashes(policy: string, page: Pick<KeptPage, 'scriptHashes' | 'styleHashes'>): string {
  const allow = (sources: readonly string[]) => (sources.length ? ` ${sources.join(' ')}` : '');
  return policy
    .replace("script-src 'self'", () => `script-src 'self'${allow(page.scriptHashes)}`)
    .replace("style-src 'self'", () => `style-src 'self'${allow(page.styleHashes)}`);
}
