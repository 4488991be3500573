// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { inAppPath } from '../../../core/kit/ui/in-app-path.ts';

const ORIGIN = 'http://localhost:3000';

function clickOn(html: string, selector: string, modifiers: Partial<Record<'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey', boolean>> = {}) {
  document.body.innerHTML = html;
  const target = document.querySelector(selector)!;
  return inAppPath({ target, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, ...modifiers }, ORIGIN);
}

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
