import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStyleInliner } from './inline-styles.ts';
import { inlineSourcesOf } from './kept-page.ts';
import { createPageFrames, type PageParts } from './page-frame.ts';

const TEMPLATE = [
  '<!doctype html><html><head><title>Summit</title>',
  '<link rel="stylesheet" crossorigin href="/assets/index-A.css">',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '</head><body><noscript>This shop needs JavaScript.</noscript><div id="root"></div></body></html>',
].join('');

/** The frames' page as text, and its sources of inline scripts and styles. */
function pageHtmlOf() {
  const dist = mkdtempSync(join(tmpdir(), 'summit-frame-'));
  writeFileSync(join(dist, 'index-A.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'page-C.css'), 'h1{}');
  const styles = createStyleInliner(dist);
  const composePage = createPageFrames(styles);
  const composed = (...args: Parameters<typeof composePage>) => composePage(...args);
  const pageHtml = (...args: Parameters<typeof composePage>) => composePage(...args).bytes.toString('utf8');
  return Object.assign(pageHtml, { composed });
}

const parts: PageParts = {
  title: 'Skis & boots | Summit',
  head: '<meta name="description" content="d">',
  headStyles: [],
  root: Buffer.from('<main>page</main>'),
  state: '{}',
};

describe('createPageFrames', () => {
  it('puts the page’s title, head tags, markup and state into the store’s template, its stylesheet inlined and its scripts after the first screen', () => {
    const pageHtml = pageHtmlOf();
    const html = pageHtml(1, TEMPLATE.replace('/assets/index-A.css', '/index-A.css'), ['/assets/home-B.js'], 'n0', parts);
    expect(html).toContain('<title>Skis &#38; boots | Summit</title>');
    expect(html).toContain('<style nonce="n0">body{margin:0}</style>');
    expect(html.indexOf('<meta name="description"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"><main>page</main></div><script id="summit-state" type="application/json">{}</script><script nonce="n0">');
    expect(html).toContain('"/assets/home-B.js"');
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('<script type="module"');
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('gives each reply its own nonce, and no trace of the mark the frame was made with', () => {
    const pageHtml = pageHtmlOf();
    const template = TEMPLATE.replace('/assets/index-A.css', '/index-A.css');
    const first = pageHtml(1, template, [], 'first"nonce', parts);
    const second = pageHtml(1, template, [], 'n2', parts);
    expect(first).toContain('nonce="first&#34;nonce"');
    expect(first).not.toContain('n2');
    expect(second.match(/nonce="([^"]*)"/g)).toEqual(['nonce="n2"', 'nonce="n2"']);
    expect(pageHtml(1, template, [], 'a$&b', parts)).toContain('nonce="a$&#38;b"');
  });

  it('writes no nonce into a page kept for many: its policy allows its inline parts by their hashes', () => {
    const pageHtml = pageHtmlOf();
    const template = TEMPLATE.replace('/assets/index-A.css', '/index-A.css');
    const kept = pageHtml(1, template, ['/assets/home-B.js'], null, parts);
    expect(kept).not.toContain('nonce');
    expect(kept).toContain('<style>body{margin:0}</style>');
    expect(kept).toMatch(/<script>\(function loadScriptsAfterFirstScreen\(/);
    expect(pageHtml(1, template, ['/assets/home-B.js'], 'n1', parts)).toContain('<style nonce="n1">');
  });

  it('names, for a page kept for many, the sources of every inline script and style in it, and none for a reply with a nonce', () => {
    const pageHtml = pageHtmlOf();
    const template = TEMPLATE.replace('/assets/index-A.css', '/index-A.css');
    const own = {
      ...parts,
      head: `${parts.head}<script type="application/ld+json">{}</script><script>track()</script>`,
      headStyles: ['page-C.css'],
      root: Buffer.from('<main><script>go()</script>page</main>'),
    };
    const kept = pageHtml.composed(1, template, ['/assets/home-B.js'], null, own);
    const whole = inlineSourcesOf(kept.bytes.toString('utf8'));
    expect(kept.inline?.scripts.toSorted()).toEqual(whole.scripts.toSorted());
    expect(kept.inline?.styles.toSorted()).toEqual(whole.styles.toSorted());
    expect(whole.scripts).toHaveLength(3);
    expect(whole.styles).toHaveLength(2);
    expect(pageHtml.composed(1, template, ['/assets/home-B.js'], 'n1', own).inline).toBeNull();
  });

  it('writes the page’s own stylesheets after its head tags, with the reply’s nonce or none', () => {
    const pageHtml = pageHtmlOf();
    const template = TEMPLATE.replace('/assets/index-A.css', '/index-A.css');
    const own = { ...parts, headStyles: ['page-C.css'] };
    expect(pageHtml(1, template, [], 'n3', own)).toContain(
      '<meta name="description" content="d"><style nonce="n3">h1{}</style><link rel="stylesheet" crossorigin href="/page-C.css" disabled></head>',
    );
    const kept = pageHtml(1, template, [], null, own);
    expect(kept).toContain('<meta name="description" content="d"><style>h1{}</style><link rel="stylesheet" crossorigin href="/page-C.css" disabled></head>');
    expect(pageHtml(1, template, [], null, own)).toBe(kept);
  });

  it('writes the page as UTF-8, its text whole', () => {
    const pageHtml = pageHtmlOf();
    const template = TEMPLATE.replace('/assets/index-A.css', '/index-A.css');
    const html = pageHtml(1, template, [], null, { ...parts, title: 'Skis für 429 €', root: Buffer.from('<p>Piste für 429 €</p>') });
    expect(html).toContain('<title>Skis für 429 €</title>');
    expect(html).toContain('<div id="root"><p>Piste für 429 €</p></div>');
  });

  it('frames each store with its own template', () => {
    const pageHtml = pageHtmlOf();
    const template = (shop: string) => `<html><head><meta name="shop" content="${shop}"></head><body><div id="root"></div></body></html>`;
    expect(pageHtml(1, template('one'), [], 'n', parts)).toContain('content="one"');
    expect(pageHtml(2, template('two'), [], 'n', parts)).toContain('content="two"');
    expect(pageHtml(1, template('one'), [], 'n', parts)).toContain('<head><meta name="shop" content="one"><title>Skis &#38; boots | Summit</title>');
  });
});
