import { describe, expect, it } from 'vitest';
import { previewLink } from './preview-link.ts';
import { verifyPreviewToken } from './preview-token.ts';

const SECRET = 'a-test-preview-secret-of-enough-length-0123';
const store = { storeId: 13, previewHosts: ['preview.fr.localhost'] };

describe('preview links', () => {
  it('open a page of the store’s preview host with a token valid for that store and the hours asked', () => {
    const now = Date.UTC(2026, 10, 29, 12);
    const url = new URL(previewLink({ secret: SECRET, store, hours: 8, path: '/new', now }));
    expect(`${url.origin}${url.pathname}`).toBe('https://preview.fr.localhost/new');
    expect(url.searchParams.get('_storyblok')).toBe('1');
    const token = url.searchParams.get('_storyblok_tk');
    expect(verifyPreviewToken(SECRET, token, 13, now + 7 * 3600 * 1000)).toBe(true);
    expect(verifyPreviewToken(SECRET, token, 13, now + 9 * 3600 * 1000)).toBe(false);
    expect(previewLink({ secret: SECRET, store, hours: 1, origin: 'http://preview.fr.localhost:4950', now })).toMatch(
      /^http:\/\/preview\.fr\.localhost:4950\/\?/,
    );
  });

  it('are refused for a store without preview hosts or for longer than a week', () => {
    expect(() => previewLink({ secret: SECRET, store: { storeId: 1, previewHosts: [] }, hours: 1 })).toThrow(/no previewHosts/);
    expect(() => previewLink({ secret: SECRET, store, hours: 24 * 8 })).toThrow(/at most 168 hours/);
  });
});
