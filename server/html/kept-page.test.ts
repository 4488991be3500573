import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineSourcesOf, inlineSourcesOfBytes, joinedSources, keptPage, NO_INLINE_SOURCES, withHashes } from './kept-page.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const RENDERED = [
  '<html><head>',
  `<style>body{margin:0}</style>`,
  `<script id="summit-store" type="application/json">{"a":1}</script>`,
  `<script type="module" src="/assets/main.js"></script>`,
  '</head><body><div id="root"><p>Skis</p></div>',
  `<script>load(["/assets/page.js"])</script>`,
  '</body></html>',
].join('');

/** A kept page of a whole HTML text, its sources found in it. */
const kept = (html: string) => keptPage(Buffer.from(html), inlineSourcesOf(html));

describe('kept page', () => {
  it('allows each inline script and style by its hash, and no data block', () => {
    const page = kept(RENDERED);
    expect(page.scriptHashes).toEqual([sha('load(["/assets/page.js"])')]);
    expect(page.styleHashes).toEqual([sha('body{margin:0}')]);
  });

  it('finds the sources of React’s markup without decoding it when it has no inline script or style', () => {
    expect(inlineSourcesOfBytes(Buffer.from('<main><p>Skis für 429 €</p></main>'))).toBe(NO_INLINE_SOURCES);
    const markup = '<main><style>p{color:red}</style><script type="application/ld+json">{}</script><script>go()</script></main>';
    expect(inlineSourcesOfBytes(Buffer.from(markup))).toEqual({ scripts: [sha('go()')], styles: [sha('p{color:red}')] });
  });

  it('joins the sources of a page’s pieces, each once', () => {
    const frame = inlineSourcesOf(RENDERED);
    const own = inlineSourcesOf('<style>body{margin:0}</style><style>h1{}</style>');
    expect(joinedSources(frame, own)).toEqual({ scripts: frame.scripts, styles: [sha('body{margin:0}'), sha('h1{}')] });
  });

  it('puts the hashes into the store policy beside its own sources', () => {
    const page = kept(RENDERED);
    const policy = withHashes("default-src 'self'; script-src 'self' https://tags.example; style-src 'self'; object-src 'none'", page);
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${sha('load(["/assets/page.js"])')} https://tags.example; style-src 'self' ${sha('body{margin:0}')}; object-src 'none'`,
    );
  });

  it('compresses the body once per encoding, to the same page', () => {
    const page = kept(RENDERED);
    const br = page.compressed('br');
    expect(page.compressed('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(RENDERED);
    expect(gunzipSync(page.compressed('gzip')).toString()).toBe(RENDERED);
  });

  it('names the body by an ETag that changes with it', () => {
    expect(kept(RENDERED).etag).toBe(kept(RENDERED).etag);
    expect(kept(RENDERED.replace('Skis', 'Boards')).etag).not.toBe(kept(RENDERED).etag);
  });
});
