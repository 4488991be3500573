// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { inAppPath } from './in-app-links.ts';
import { sanitizeContent } from './sanitize.ts';

const ORIGIN = 'http://localhost:3000';

function clickOn(html: string, selector: string, modifiers: Partial<Record<'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey', boolean>> = {}) {
  document.body.innerHTML = html;
  const target = document.querySelector(selector)!;
  return inAppPath({ target, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, ...modifiers }, ORIGIN);
}

describe('sanitizeContent', () => {
  it('keeps the text and markup, drops scripts, handlers, javascript: links and frames', () => {
    const clean = sanitizeContent(
      '<h2>Title</h2><p>Text <a href="/b-corp">link</a></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">Bad</a><iframe src="https://evil.example"></iframe><form><input></form>',
    );
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<a href="/b-corp">link</a>');
    expect(clean).toContain('Bad');
    expect(clean).not.toMatch(/<script|onerror|javascript:|<iframe|<form|<input/i);
  });
});

describe('inAppPath', () => {
  it('opens the shop’s own links inside the app, with query and hash', () => {
    expect(clickOn('<a href="/privacy-policy?x=1#rights"><strong>policy</strong></a>', 'strong')).toBe('/privacy-policy?x=1#rights');
    expect(clickOn(`<a href="${ORIGIN}/about-us">about</a>`, 'a')).toBe('/about-us');
  });

  it('leaves other sites, mail, new tabs, downloads, hash jumps and modified clicks to the browser', () => {
    expect(clickOn('<a href="https://example.com/">x</a>', 'a')).toBeNull();
    expect(clickOn('<a href="mailto:help@summit.test">x</a>', 'a')).toBeNull();
    expect(clickOn('<a href="/terms" target="_blank">x</a>', 'a')).toBeNull();
    expect(clickOn('<a href="/file.pdf" download>x</a>', 'a')).toBeNull();
    expect(clickOn('<a href="#rights">x</a>', 'a')).toBeNull();
    expect(clickOn('<a href="/terms">x</a>', 'a', { ctrlKey: true })).toBeNull();
    expect(clickOn('<p>plain text</p>', 'p')).toBeNull();
  });
});
