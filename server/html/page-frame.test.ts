import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStyleInliner } from './inline-styles.ts';
import { createPageFrames } from './page-frame.ts';

const TEMPLATE = [
  '<!doctype html><html><head><title>Summit</title>',
  '<link rel="stylesheet" crossorigin href="/assets/index-A.css">',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '</head><body><noscript>This shop needs JavaScript.</noscript><div id="root"></div></body></html>',
].join('');

function pageHtmlOf() {
  const dist = mkdtempSync(join(tmpdir(), 'summit-frame-'));
  writeFileSync(join(dist, 'index-A.css'), 'body{margin:0}');
  return createPageFrames(createStyleInliner(dist));
}

const parts = {
  title: 'Skis & boots | Summit',
  head: '<meta name="description" content="d">',
  root: '<main>page</main>',
  afterRoot: '<script type="application/json">{}</script>',
};

describe('createPageFrames', () => {
  it('puts the page’s title, head tags, markup and state into the store’s template, its stylesheet inlined and its scripts after the first screen', () => {
    const pageHtml = pageHtmlOf();
    const html = pageHtml(1, TEMPLATE.replace('/assets/index-A.css', '/index-A.css'), ['/assets/home-B.js'], 'n0', parts);
    expect(html).toContain('<title>Skis &#38; boots | Summit</title>');
    expect(html).toContain('<style nonce="n0">body{margin:0}</style>');
    expect(html.indexOf('<meta name="description"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"><main>page</main></div><script type="application/json">{}</script><script nonce="n0">');
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

  it('frames each store with its own template', () => {
    const pageHtml = pageHtmlOf();
    const template = (shop: string) => `<html><head><meta name="shop" content="${shop}"></head><body><div id="root"></div></body></html>`;
    expect(pageHtml(1, template('one'), [], 'n', parts)).toContain('content="one"');
    expect(pageHtml(2, template('two'), [], 'n', parts)).toContain('content="two"');
    expect(pageHtml(1, template('one'), [], 'n', parts)).toContain('<head><meta name="shop" content="one"><title>Skis &#38; boots | Summit</title>');
  });
});
