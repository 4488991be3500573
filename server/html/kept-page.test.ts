import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keptPage, withHashes } from './kept-page.ts';

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

describe('kept page', () => {
  it('allows each inline script and style by its hash, and no data block', () => {
    const page = keptPage(RENDERED);
    expect(page.scriptHashes).toEqual([sha('load(["/assets/page.js"])')]);
    expect(page.styleHashes).toEqual([sha('body{margin:0}')]);
  });

  it('puts the hashes into the store policy beside its own sources', () => {
    const page = keptPage(RENDERED);
    const policy = withHashes("default-src 'self'; script-src 'self' https://tags.example; style-src 'self'; object-src 'none'", page);
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${sha('load(["/assets/page.js"])')} https://tags.example; style-src 'self' ${sha('body{margin:0}')}; object-src 'none'`,
    );
  });

  it('compresses the body once per encoding, to the same page', () => {
    const page = keptPage(RENDERED);
    const br = page.compressed('br');
    expect(page.compressed('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(RENDERED);
    expect(gunzipSync(page.compressed('gzip')).toString()).toBe(RENDERED);
  });

  it('holds the body as UTF-8 once, the text it was made from', () => {
    const html = RENDERED.replace('Skis', 'Skis für 429 €');
    const page = keptPage(html);
    expect(page.bytes.toString('utf8')).toBe(html);
    expect(page.bytes.toString('utf8')).toContain('<p>Skis für 429 €</p>');
    expect(page.bytes.length).toBe(Buffer.byteLength(html));
  });

  it('names the body by an ETag that changes with it', () => {
    expect(keptPage(RENDERED).etag).toBe(keptPage(RENDERED).etag);
    expect(keptPage(RENDERED.replace('Skis', 'Boards')).etag).not.toBe(keptPage(RENDERED).etag);
  });
});
