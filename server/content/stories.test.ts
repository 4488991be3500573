import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationStoryblok, storyblokBlock, storyblokStory } from '../../contracts/stories.ts';
import { isPreviewRequest, storefrontHost } from './preview-request.ts';
import { signPreviewToken } from './preview-token.ts';
import { chooseVersion } from './story-store.ts';
import { HOME_CAROUSEL_PRODUCTS } from '../db/seed-data/stories/index.ts';
import { createTestApp, expectErrorBody, getParsed, type TestApp } from '../test-support/test-support.ts';

const PREVIEW_SECRET = 'the-stories-test-preview-secret-0123456789';
/** A preview link's token for a store, valid for an hour. */
const tokenFor = (storeId: number) => signPreviewToken(PREVIEW_SECRET, storeId, Math.floor(Date.now() / 1000) + 3600);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ previewSecret: PREVIEW_SECRET });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
const heroOf = (story: { blocks: { type: string; fields: Record<string, unknown> }[] } | null) =>
  story?.blocks.find((block) => block.type === 'hero')?.fields.headline;

describe('preview requests', () => {
  it('take the storefront host from the Origin when there is one, else from the Host', () => {
    expect(storefrontHost({ host: 'preview.localhost:3000', origin: undefined })).toBe('preview.localhost');
    expect(storefrontHost({ host: 'api.summit.test', origin: 'https://Preview.Localhost:8443' })).toBe('preview.localhost');
    expect(storefrontHost({ host: 'preview.localhost', origin: 'null' })).toBeNull();
    expect(storefrontHost({ host: undefined, origin: undefined })).toBeNull();
  });

  it('may see drafts only from one of the store’s preview hosts', () => {
    const store = { previewHosts: ['preview.localhost'] };
    expect(isPreviewRequest(store, { host: 'preview.localhost:3000', origin: undefined })).toBe(true);
    expect(isPreviewRequest(store, { host: 'localhost:3000', origin: undefined })).toBe(false);
    // A normal-host page calling a preview host's API is still the normal host.
    expect(isPreviewRequest(store, { host: 'preview.localhost', origin: 'http://localhost:3000' })).toBe(false);
    expect(isPreviewRequest({ previewHosts: [] }, { host: 'preview.localhost', origin: undefined })).toBe(false);
  });

  it('choose the draft only when allowed, the published version otherwise', () => {
    const row = { published: 'P', draft: 'D' };
    expect(chooseVersion(row, true)).toEqual({ content: 'D', version: 'draft' });
    expect(chooseVersion(row, false)).toEqual({ content: 'P', version: 'published' });
    expect(chooseVersion({ published: 'P', draft: null }, true)).toEqual({ content: 'P', version: 'draft' });
    expect(chooseVersion({ published: null, draft: 'D' }, false)).toBeNull();
  });
});

describe('storyblok-story', () => {
  it('gives the store’s published home story in its language: hero, banner, carousel of real products, rich text', async () => {
    const { story } = await getParsed(t, storyblokStory, '/api/storyblok-story?id=home&storeId=1&lang=en');
    expect(story).toMatchObject({ id: 'home', lang: 'en', version: 'published' });
    expect(story!.blocks.map((block) => block.type)).toEqual(['hero', 'banner', 'product-carousel', 'rich-text']);
    expect(heroOf(story)).toBe('This season’s skis at members’ prices');
    const carousel = story!.blocks[2]!.fields as { products: { productId: number; url: string }[]; productIds?: unknown };
    expect(carousel.products.map((p) => p.productId)).toEqual(HOME_CAROUSEL_PRODUCTS);
    expect(carousel.products[0]!.url).toBe('/catalog/product/view/id/1001');
    expect(carousel.productIds).toBeUndefined();
    expect(story!.blocks[3]!.fields.html).toContain('Summit UK');

    const fr = await getParsed(t, storyblokStory, '/api/storyblok-story?id=home&storeId=13&lang=fr', 'fr.localhost');
    expect(heroOf(fr.story)).toBe('Les skis de la saison aux prix membres');
  });

  it('never sends the draft to a normal host, even when asked, and lets a public cache keep that answer', async () => {
    const reply = await get('/api/storyblok-story?id=home&storeId=1&lang=en&edit=1');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().story.version).toBe('published');
    expect(heroOf(reply.json().story)).toBe('This season’s skis at members’ prices');
    expect(reply.headers['cache-control']).toBe('public, max-age=60');
    // Nor through the Origin of a normal-host page calling the preview host.
    const crossOrigin = await get('/api/storyblok-story?id=home&storeId=1&lang=en&edit=1', { host: 'preview.localhost', origin: 'http://localhost:3000' });
    expect(crossOrigin.json().story.version).toBe('published');
  });

  it('sends the draft to a preview host that asks for it with its token, privately, without poisoning the shoppers’ cache', async () => {
    const url = `/api/storyblok-story?id=home&storeId=1&lang=en&edit=1&preview=${tokenFor(1)}`;
    const draft = await get(url, { host: 'preview.localhost:3000' });
    expect(draft.json().story.version).toBe('draft');
    expect(heroOf(draft.json().story)).toBe('Last call for winter: the members’ ski sale ends soon');
    expect(draft.headers['cache-control']).toBe('private, no-store');
    expect(draft.headers.etag).toBeUndefined();
    // The same URL from the normal host right after: still the published story.
    expect(heroOf((await get(url)).json().story)).toBe('This season’s skis at members’ prices');
    // Without edit=1 a preview host gets the published version too.
    const plain = await get('/api/storyblok-story?id=home&storeId=1&lang=en', { host: 'preview.localhost' });
    expect(plain.json().story.version).toBe('published');
  });

  it('answers a story that does not exist, or not in that language, with null', async () => {
    expect((await get('/api/storyblok-story?id=nothing-here&storeId=1&lang=en')).json()).toEqual({ story: null });
    expect((await get('/api/storyblok-story?id=home&storeId=1&lang=fr')).json()).toEqual({ story: null });
  });

  it('keeps a story without a published version from normal hosts', async () => {
    await t.db.query(`INSERT INTO stories (store_id, lang, slug, name, published, draft) VALUES (1, 'en', 'secret-launch', 'Secret launch', NULL, $1)`, [
      JSON.stringify({ blocks: [{ id: 'b1', type: 'banner', fields: { text: 'Not yet' } }] }),
    ]);
    expect((await get('/api/storyblok-story?id=secret-launch&storeId=1&lang=en&edit=1')).json()).toEqual({ story: null });
    expect((await get('/api/storyblok-story?id=secret-launch&storeId=1&lang=en&edit=1', { host: 'preview.localhost' })).json()).toEqual({ story: null });
    const preview = (await get(`/api/storyblok-story?id=secret-launch&storeId=1&lang=en&edit=1&preview=${tokenFor(1)}`, { host: 'preview.localhost' })).json();
    expect(preview.story.blocks[0].fields.text).toBe('Not yet');
  });

  it('sanitises stored rich text and drops stored values that are not blocks', async () => {
    const blocks = [{ id: 'x', type: 'rich-text', fields: { html: '<p>Fine</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>' } }, 'not a block'];
    await t.db.query(`INSERT INTO stories (store_id, lang, slug, name, published) VALUES (1, 'en', 'hostile', 'Hostile', $1)`, [JSON.stringify({ blocks })]);
    const { story } = (await get('/api/storyblok-story?id=hostile&storeId=1&lang=en')).json();
    expect(story.blocks).toHaveLength(1);
    expect(story.blocks[0].fields.html).toContain('<p>Fine</p>');
    expect(story.blocks[0].fields.html).not.toMatch(/script|javascript:/);
  });

  it('answers malformed input with a 4xx JSON error', async () => {
    for (const query of [
      'id=home&storeId=1',
      'id=../etc&storeId=1&lang=en',
      'id=home&storeId=1&lang=english',
      'id=home&storeId=x&lang=en',
      'id=home&storeId=1&lang=en&edit=yes',
    ]) {
      const reply = await get(`/api/storyblok-story?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expectErrorBody(reply.json(), 400);
    }
    const unknownStore = await get('/api/storyblok-story?id=home&storeId=999&lang=en');
    expect(unknownStore.statusCode).toBe(404);
    expectErrorBody(unknownStore.json(), 404);
  });
});

describe('drafts', () => {
  const homeDraft = (query: string, headers: Record<string, string> = {}) => get(`/api/storyblok-story?id=home&storeId=1&lang=en&edit=1${query}`, headers);
  const DRAFT_HERO = 'Last call for winter: the members’ ski sale ends soon';

  it('are never sent without a valid preview token, whatever the host or origin', async () => {
    const fromPreview: Record<string, string>[] = [
      { host: 'preview.localhost' },
      { origin: 'http://preview.localhost' },
      { host: 'preview.localhost', origin: 'http://preview.localhost' },
    ];
    for (const headers of fromPreview) {
      for (const query of ['', '&preview=1.9999999999.' + 'A'.repeat(43), `&preview=${tokenFor(13)}`]) {
        const { story } = (await homeDraft(query, headers)).json();
        expect(story.version, `${JSON.stringify(headers)} ${query}`).toBe('published');
      }
    }
  });

  it('are sent to a preview host with the store’s preview token, and never kept by a shared cache', async () => {
    const reply = await homeDraft(`&preview=${tokenFor(1)}`, { host: 'preview.localhost' });
    expect(reply.json().story).toMatchObject({ version: 'draft' });
    expect(heroOf(reply.json().story)).toBe(DRAFT_HERO);
    expect(reply.headers['cache-control']).not.toMatch(/public/);
    const fr = (await get(`/api/storyblok-story?id=home&storeId=13&lang=fr&edit=1&preview=${tokenFor(13)}`, { host: 'preview.fr.localhost' })).json();
    expect(fr.story.version).toBe('draft');
  });

  it('are not sent to the normal host even with a token: a leaked link shows shoppers nothing', async () => {
    expect((await homeDraft(`&preview=${tokenFor(1)}`)).json().story.version).toBe('published');
  });

  it('are never sent when the server has no preview secret', async () => {
    const bare = await createTestApp();
    try {
      const reply = await bare.app.inject({
        method: 'GET',
        url: `/api/storyblok-story?id=home&storeId=1&lang=en&edit=1&preview=${tokenFor(1)}`,
        headers: { host: 'preview.localhost' },
      });
      expect(reply.json().story.version).toBe('published');
    } finally {
      await bare.close();
    }
  });

  it('refuse a malformed token with a 4xx JSON error', async () => {
    const reply = await homeDraft(`&preview=${'x'.repeat(300)}`, { host: 'preview.localhost' });
    expect(reply.statusCode).toBe(400);
    expectErrorBody(reply.json(), 400);
  });
});

describe('storyblok-block', () => {
  it('gives a sitewide banner block, its draft only to a preview host with the preview token', async () => {
    const url = '/api/storyblok-block?id=event-top-desktop&storeId=1&lang=en&edit=1';
    const published = await getParsed(t, storyblokBlock, url);
    expect(published).toMatchObject({ version: 'published', block: { id: 'event-top-desktop', type: 'top-banner' } });
    expect(published.block!.fields.headline).toBe('Ski boots price drop');
    expect((await get(url, { host: 'preview.localhost' })).json().version).toBe('published');
    const draft = (await get(`${url}&preview=${tokenFor(1)}`, { host: 'preview.localhost' })).json();
    expect(draft).toMatchObject({ version: 'draft', block: { fields: { headline: 'Ski boots price drop: the last sizes' } } });
    expect((await get('/api/storyblok-block?id=no-such-banner&storeId=1&lang=en')).json()).toEqual({ block: null, version: 'published' });
  });
});

describe('integration-storyblok', () => {
  it('tells a request whether it may edit (a preview host with the token) and names no preview host', async () => {
    const normal = await getParsed(t, integrationStoryblok, '/api/integration-storyblok/1');
    expect(normal).toEqual({ spaceId: 287364, previewParameter: '_storyblok', editAllowed: false, version: 'published' });
    expect((await get('/api/integration-storyblok/1', { host: 'preview.localhost' })).json()).toMatchObject({ editAllowed: false, version: 'published' });
    const preview = (await get(`/api/integration-storyblok/1?preview=${tokenFor(1)}`, { host: 'preview.localhost' })).json();
    expect(preview).toMatchObject({ editAllowed: true, version: 'draft' });
    const fr = await get('/api/integration-storyblok/13', { host: 'fr.localhost' });
    expect(fr.body).not.toContain('preview.fr.localhost');
    const bad = await get('/api/integration-storyblok/abc');
    expect(bad.statusCode).toBe(400);
    expectErrorBody(bad.json(), 400);
  });
});
