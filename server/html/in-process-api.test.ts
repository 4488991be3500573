import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketData } from '../../contracts/basket.ts';
import { session } from '../../contracts/session.ts';
import { pageText } from '../../contracts/static-blocks.ts';
import { storyblokStory } from '../../contracts/stories.ts';
import { signPreviewToken } from '../content/preview-token.ts';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';
import { inProcessApi } from './in-process-api.ts';

const PREVIEW_SECRET = 'the-in-process-test-preview-secret-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ previewSecret: PREVIEW_SECRET });
});
afterAll(() => t.close());

/** The page request the renderer calls the API for, as Fastify would give it. */
function shopper(host = 'localhost', headers: Record<string, string> = {}): FastifyRequest {
  return { headers: { host, ...headers }, host, ip: '127.0.0.1' } as unknown as FastifyRequest;
}

describe("the server renderer's API in process", () => {
  it('reads a public reply the API keeps as one frozen object, and goes through the API for the first', async () => {
    const api = inProcessApi(t.app, shopper(), 1, () => undefined);
    const call = { endpoint: pageText.name, method: 'GET', path: pageText.path, query: { area: 'header', storeId: 1 } } as const;
    const first = await api(call);
    expect(first).toMatchObject({ status: 200, shared: false });
    const kept = await api(call);
    expect(kept.shared).toBe(true);
    expect(kept.body).toEqual(first.body);
    expect((await api(call)).body).toBe(kept.body);
    expect(Object.isFrozen(kept.body)).toBe(true);
  });

  it('answers the shopper’s own reads through the API, never from the kept replies', async () => {
    const api = inProcessApi(t.app, shopper(), 1, () => undefined);
    for (const endpoint of [session, basketData]) {
      const call = { endpoint: endpoint.name, method: 'GET', path: endpoint.path } as const;
      await api(call);
      expect((await api(call)).shared).toBe(false);
    }
  });

  it('gives a content editor on a preview host the draft, though the published story is kept under the same address', async () => {
    const token = signPreviewToken(PREVIEW_SECRET, 1, Math.floor(Date.now() / 1000) + 3600);
    const call = {
      endpoint: storyblokStory.name,
      method: 'GET',
      path: storyblokStory.path,
      query: { id: 'home', storeId: 1, lang: 'en', edit: '1', preview: token },
    } as const;
    const shoppers = inProcessApi(t.app, shopper(), 1, () => undefined);
    await shoppers(call);
    expect(await shoppers(call)).toMatchObject({ shared: true, body: { story: { version: 'published' } } });
    const editor = await inProcessApi(t.app, shopper('preview.localhost'), 1, () => undefined)(call);
    expect(editor).toMatchObject({ shared: false, body: { story: { version: 'draft' } } });
  });

  it('answers an error with its status and JSON body', async () => {
    const api = inProcessApi(t.app, shopper(), 1, () => undefined);
    const reply = await api({ endpoint: storyblokStory.name, method: 'GET', path: storyblokStory.path, query: { id: 'home', storeId: 'x' } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: expect.any(String) });
  });
});
