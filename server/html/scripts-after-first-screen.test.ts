import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
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
    expect(loader.value).not.toContain('@type {HTMLElement[]}');
  });

  it('leaves a template without an entry script alone', () => {
    expect(scriptsAfterFirstScreen('<html><head></head><body></body></html>', [], 'n0')).toBeNull();
  });

  it("adds the scripts only once the first screen's main image has loaded, after a paint", async () => {
    const { window, added, afterNextPaint } = pageWith('<img src="/media/hero.webp" fetchpriority="high" width="800" height="400">');
    await afterNextPaint();
    expect(added()).toEqual({ preloads: [], entry: null });

    window.document.querySelector('img')!.dispatchEvent(new window.Event('load'));
    await vi.waitFor(() => expect(added()).toEqual({ preloads: ['/assets/runtime-B.js', '/assets/home-C.js'], entry: '/assets/index-A.js' }));
    window.close();
  });

  it('adds them after the first paint on a page without a main image, and only once', async () => {
    const { window, added, afterNextPaint } = pageWith('<p>Not found</p>');
    await vi.waitFor(() => expect(added()).toEqual({ preloads: ['/assets/runtime-B.js', '/assets/home-C.js'], entry: '/assets/index-A.js' }));
    await afterNextPaint();
    expect(window.document.querySelectorAll('script[type=module]')).toHaveLength(1);
    window.close();
  });

  it('holds a tap on a button until the page is ready, starting the scripts at once, and then makes it again', async () => {
    const { window, added } = pageWith(
      '<img src="/media/hero.webp" fetchpriority="high"><form><button type="submit">Add to basket</button></form><a href="/basket">Basket</a>',
    );
    const clicks: string[] = [];
    window.document.addEventListener('click', (event) => clicks.push((event.target as Element).tagName));
    let submitted = 0;
    window.document.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted++;
    });

    window.document.querySelector('button')!.click();
    expect(clicks).toEqual([]);
    expect(submitted).toBe(0);
    // The image has not loaded: the tap is what starts the scripts.
    expect(added().entry).toBe('/assets/index-A.js');
    // A link is not held.
    window.document.querySelector('a')!.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toEqual(['A']);

    window.document.dispatchEvent(new window.Event('summit-ready'));
    await vi.waitFor(() => expect(clicks).toEqual(['A', 'BUTTON']));
    expect(submitted).toBe(1);
    // Once ready, a tap goes straight through.
    window.document.querySelector('button')!.click();
    expect(clicks).toEqual(['A', 'BUTTON', 'BUTTON']);
    window.close();
  });

  it('gives what the shopper chose meanwhile again, as input the app hears, before the held tap', async () => {
    const { window } = pageWith(
      '<img src="/media/hero.webp" fetchpriority="high"><select><option value="">Choose</option><option value="174">174 cm</option></select><input type="checkbox"><button>Add</button>',
    );
    const select = window.document.querySelector('select')!;
    const checkbox = window.document.querySelector('input')!;
    select.value = '174';
    select.dispatchEvent(new window.Event('change', { bubbles: true }));
    checkbox.click();
    window.document.querySelector('button')!.click();
    // Hydration puts the fields back to the app's state.
    select.value = '';
    checkbox.checked = false;
    const heard: string[] = [];
    window.document.addEventListener('change', (event) => heard.push(`change ${(event.target as HTMLSelectElement).value}`));
    window.document.addEventListener('click', (event) => heard.push(`click ${(event.target as Element).tagName}`));

    window.document.dispatchEvent(new window.Event('summit-ready'));
    await vi.waitFor(() => expect(heard).toContain('click BUTTON'));
    expect(select.value).toBe('174');
    expect(checkbox.checked).toBe(true);
    expect(heard[0]).toBe('change 174');
    expect(heard.at(-1)).toBe('click BUTTON');
    window.close();
  });

  it('lets a form with an address submit as it is', () => {
    const { window, added } = pageWith('<img src="/media/hero.webp" fetchpriority="high"><form action="/search"><button>Search</button></form>');
    let submitted = 0;
    window.document.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted++;
    });
    window.document.querySelector('button')!.click();
    expect(submitted).toBe(1);
    expect(added().entry).toBeNull();
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
