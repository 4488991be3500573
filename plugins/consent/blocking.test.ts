// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { activateAccepted, insertBlockedScripts, isCategoryAccepted, watchBlocked } from './blocking.ts';

const none = { functional: false, advertising: false };
const functional = { functional: true, advertising: false };
const all = { functional: true, advertising: true };

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <script type="text/plain" data-cookie-category="functional" data-src="/f.js"></script>
    <script type="text/plain" data-cookie-category="advertising">window.adRan = true</script>
    <script type="text/plain" data-cookie-category="default" data-src="/never.js"></script>
    <iframe data-cookie-category="advertising" data-src="https://video.example/embed"></iframe>`;
});

const runnable = () => Array.from(document.querySelectorAll('script')).filter((s) => s.type !== 'text/plain');

describe('script and iframe blocking', () => {
  it('knows the categories; default is always blocked', () => {
    expect(isCategoryAccepted('default', all)).toBe(false);
    expect(isCategoryAccepted('functional', functional)).toBe(true);
    expect(isCategoryAccepted('advertising', functional)).toBe(false);
    expect(isCategoryAccepted(null, all)).toBe(false);
  });

  it('keeps everything inert without consent', () => {
    expect(activateAccepted(document, none)).toBe(0);
    expect(runnable()).toHaveLength(0);
    expect(document.querySelector('iframe')!.getAttribute('src')).toBeNull();
  });

  it('activates only the accepted categories, once', () => {
    expect(activateAccepted(document, functional)).toBe(1);
    expect(runnable().map((s) => s.getAttribute('src'))).toEqual(['/f.js']);
    expect(activateAccepted(document, all)).toBe(2);
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://video.example/embed');
    expect(runnable()).toHaveLength(2);
    expect(activateAccepted(document, all)).toBe(0);
    expect(document.querySelector('script[data-src="/never.js"]')).not.toBeNull();
  });

  it('inserts the config scripts blocked, and activates embeds added later', async () => {
    insertBlockedScripts(document, [{ src: '/partner.js', category: 'advertising' }]);
    const blocked = document.head.querySelector('script')!;
    expect(blocked.type).toBe('text/plain');
    expect(blocked.getAttribute('src')).toBeNull();
    const stop = watchBlocked(document, () => all);
    expect(document.head.querySelector('script')!.getAttribute('src')).toBe('/partner.js');
    document.body.insertAdjacentHTML('beforeend', '<iframe data-cookie-category="functional" data-src="/map"></iframe>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('iframe[data-src="/map"]')!.getAttribute('src')).toBe('/map');
    stop();
  });
});
