import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstScreen } from './scripts-after-first-screen.ts';

const TEMPLATE = [
  '<!doctype html><html><head><title>Summit</title>',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-B.js">',
  '</head><body><div id="root"></div></body></html>',
].join('');

/** A page with the loader at the end of its body, run in a jsdom window that paints (animation frames). */
function pageWith(body: string) {
  const scripts = scriptsAfterFirstScreen(TEMPLATE, ['/assets/home-C.js'], 'n0')!;
  const html = scripts.template.replace('<div id="root"></div>', `<div id="root">${body}</div>${scripts.loader.value}`);
  const { window } = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true });
  const added = () => ({
    preloads: [...window.document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href')),
    entry: window.document.head.querySelector('script[type=module]')?.getAttribute('src') ?? null,
  });
  /** A task after the next animation frame: what the loader waits for after the image. */
  const afterNextPaint = () => new Promise<void>((resolve) => window.requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))));
  return { window, scripts, added, afterNextPaint };
}

describe('scriptsAfterFirstScreen', () => {
  it("moves the template's entry and preloads out of the head, into a loader with the reply's nonce", () => {
    const { template, loader } = scriptsAfterFirstScreen(TEMPLATE, ['/assets/home-C.js'], 'n"0')!;
    expect(template).not.toContain('<script type="module"');
    expect(template).not.toContain('modulepreload');
    expect(loader.value).toMatch(/^<script nonce="n&#34;0">\(function loadScriptsAfterFirstScreen\(/);
    expect(loader.value).toContain('("/assets/index-A.js",["/assets/runtime-B.js","/assets/home-C.js"],3000)</script>');
    // Comments stay in the source file, not in every page.
    expect(loader.value).not.toContain('//');
  });

  it('leaves a template without an entry script alone', () => {
    expect(scriptsAfterFirstScreen('<html><head></head><body></body></html>', [], 'n0')).toBeNull();
  });

  it("adds the scripts only once the first screen's main image has loaded, after a paint", async () => {
    const { window, added, afterNextPaint } = pageWith('<img src="/media/hero.webp" fetchpriority="high" width="800" height="400">');
    await afterNextPaint();
    expect(added()).toEqual({ preloads: [], entry: null });

    window.document.querySelector('img')!.dispatchEvent(new window.Event('load'));
    await afterNextPaint();
    expect(added()).toEqual({ preloads: ['/assets/runtime-B.js', '/assets/home-C.js'], entry: '/assets/index-A.js' });
    window.close();
  });

  it('adds them after the first paint on a page without a main image, and only once', async () => {
    const { window, added, afterNextPaint } = pageWith('<p>Not found</p>');
    await afterNextPaint();
    expect(added()).toEqual({ preloads: ['/assets/runtime-B.js', '/assets/home-C.js'], entry: '/assets/index-A.js' });
    await afterNextPaint();
    expect(window.document.querySelectorAll('script[type=module]')).toHaveLength(1);
    window.close();
  });

  it('does not wait for an image that fails', async () => {
    const { window, added, afterNextPaint } = pageWith('<img src="/media/gone.webp" fetchpriority="high">');
    window.document.querySelector('img')!.dispatchEvent(new window.Event('error'));
    await afterNextPaint();
    expect(added().entry).toBe('/assets/index-A.js');
    window.close();
  });
});
