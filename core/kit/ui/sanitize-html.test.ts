import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeWithDom } from './sanitize-html.ts';

const DIRTY =
  '<h2>Title</h2><p>Text <a href="/b-corp">link</a></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">Bad</a><iframe src="https://evil.example"></iframe><form><input></form>';

describe('sanitizeHtml', () => {
  // The server renderer's case: no browser window, a DOM of its own.
  it('keeps the text and markup, drops scripts, handlers, javascript: links, frames and forms', () => {
    sanitizeWithDom(new JSDOM('').window as unknown as Window & typeof globalThis);
    const clean = sanitizeHtml(DIRTY);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<a href="/b-corp">link</a>');
    expect(clean).toContain('Bad');
    expect(clean).not.toMatch(/<script|onerror|javascript:|<iframe|<form|<input/i);
  });
});

describe('sanitizeHtml, asked again', () => {
  it('answers a text it sanitised before without parsing it again', () => {
    const dom = new JSDOM('').window;
    let parses = 0;
    class CountingParser extends dom.DOMParser {
      override parseFromString(...args: Parameters<DOMParser['parseFromString']>) {
        parses++;
        return super.parseFromString(...args);
      }
    }
    const counted = new Proxy(dom, { get: (target, key) => (key === 'DOMParser' ? CountingParser : Reflect.get(target, key, target)) });
    sanitizeWithDom(counted as unknown as Window & typeof globalThis);
    const first = sanitizeHtml(DIRTY);
    expect(sanitizeHtml(DIRTY)).toBe(first);
    expect(parses).toBe(1);
    sanitizeHtml(`${DIRTY}<p>more</p>`);
    expect(parses).toBe(2);
  });
});
