import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { pathLookup, type PathLookup } from '../../contracts/routing.ts';
import { ApiError, type ApiClient } from '../../core/api/client.ts';
import { createKernel } from '../../core/kernel/kernel.ts';
import type { PluginRegistry } from '../../core/kernel/plugin-loader.ts';
import { definePlugin, type PageLoader } from '../../core/kernel/plugin.ts';
import { createLogger } from '../../core/logger.ts';
import { PageNotFoundError } from '../../core/routing/not-found.ts';
import { rawSession, testStore } from '../../tests/support/plugin-kernel.ts';
import { decodedUrlPart, firstPageOf } from './first-page.ts';

const LOOKUP: Record<string, PathLookup> = {
  '/ski/skis': { pageType: 'category', entityId: 3956, redirect: null, metadata: {} },
  '/old-skis': { pageType: null, entityId: null, redirect: { url: '/ski/skis', type: 'internal' }, metadata: {} },
  '/partner-shop': { pageType: null, entityId: null, redirect: { url: 'https://example.com/', type: 'external' }, metadata: {} },
  '/about-us': { pageType: 'cms', entityId: null, redirect: null, metadata: { identifier: 'about-us' } },
  '/legacy-widget': { pageType: 'widget', entityId: 7, redirect: null, metadata: {} },
};

const api: ApiClient = {
  call: async (endpoint, options) => {
    if (endpoint.name !== pathLookup.name) throw new Error(`unexpected ${endpoint.name}`);
    const found = LOOKUP[(options?.query as { path: string }).path];
    if (!found) throw new ApiError(endpoint.name, 404, 'No page');
    return found as never;
  },
};

const page = (loader?: PageLoader<unknown>) => async () => ({ default: () => null, loader, head: (data: unknown) => ({ title: String(data) }) });

/** A shop of one first-phase plugin (listings and products) and one deferred plugin (content pages and the account). */
function shop(loaders: { category?: PageLoader<unknown>; cms?: PageLoader<unknown> } = {}) {
  const registry: PluginRegistry = {
    shop: {
      manifest: {
        routes: [
          { id: 'listing', paths: ['/products/*'], pageType: 'category', lookup: true },
          { id: 'product', paths: ['/product/:id'], pageType: 'product', numeric: ['id'] },
        ],
        pageTypes: ['category'],
      },
      load: async () => ({
        default: definePlugin({
          name: 'shop',
          setup(ctx) {
            ctx.registerPage('category', page(loaders.category));
            ctx.registerPage('product', page());
          },
        }) as never,
      }),
    },
    pages: {
      manifest: {
        load: 'deferred',
        serverRendered: true,
        pageTypes: ['cms'],
        routes: [{ id: 'account', paths: ['/account'], pageType: 'account', auth: 'logged-in' }],
      },
      load: async () => ({
        default: definePlugin({
          name: 'pages',
          setup(ctx) {
            ctx.registerPage('cms', page(loaders.cms));
            ctx.registerPage(
              'account',
              page(async () => 'account'),
            );
          },
        }) as never,
      }),
    },
    tracker: {
      manifest: { load: 'deferred' },
      load: async () => {
        throw new Error('a deferred plugin the page does not need is not set up on the server');
      },
    },
  };
  const kernel = createKernel({
    store: testStore({ plugins: { shop: {}, pages: {}, tracker: {} } }),
    api,
    logger: createLogger({ sink: () => undefined }),
    i18n: setupI18n(),
    registry,
    environment: 'server',
  });
  return kernel;
}

async function outcome(path: string, loaders: Parameters<typeof shop>[0] = {}, loggedIn = false) {
  const kernel = shop(loaders);
  await kernel.loadPlugins();
  await kernel.loadServerRendered();
  kernel.receiveSession(rawSession(loggedIn ? { customer_id: 5, name: 'Alex' } : {}));
  const [pathname = '/', query] = path.split('?');
  return firstPageOf(kernel, { path: pathname, search: query ? `?${query}` : '' }, 'localhost');
}

describe('the page the server renders', () => {
  it('is the page with the data its loader fetched, and the head made from it', async () => {
    const result = await outcome('/ski/skis', { category: async ({ resolution }) => `skis ${resolution.entityId}` });
    expect(result).toMatchObject({ kind: 'page', head: { title: 'skis 3956' }, firstPage: { rendered: true, preloaded: 'skis 3956' } });
  });

  it('renders the pages of the deferred plugins that say they render on the server, and sets up no other', async () => {
    const result = await outcome('/about-us', { cms: async () => 'About us' });
    expect(result).toMatchObject({ kind: 'page', firstPage: { rendered: true, preloaded: 'About us' } });
  });

  it('answers the // rule and the lookup redirects itself, permanently', async () => {
    expect(await outcome('//sales')).toEqual({ kind: 'redirect', status: 301, location: '/sales' });
    expect(await outcome('/old-skis')).toEqual({ kind: 'redirect', status: 301, location: '/ski/skis' });
    expect(await outcome('/partner-shop')).toEqual({ kind: 'redirect', status: 301, location: 'https://example.com/' });
  });

  it('is the not-found page, at the address asked for, for unknown paths, page types and entities', async () => {
    for (const path of ['/nothing-here', '/legacy-widget']) {
      // The browser then shows the not-found target's address, as after a navigation there.
      expect(await outcome(path)).toMatchObject({
        kind: 'not-found',
        firstPage: { rendered: true, resolution: { pageType: 'not_found', path }, redirectTo: '/404' },
      });
    }
    expect(await outcome('/404')).toMatchObject({ kind: 'not-found', firstPage: { resolution: { path: '/404' } } });
    const missing = await outcome('/ski/skis', { category: async () => Promise.reject(new ApiError('cat-products-es', 404, 'gone')) });
    expect(missing.kind).toBe('not-found');
    const thrown = await outcome('/about-us', {
      cms: async () => {
        throw new PageNotFoundError();
      },
    });
    expect(thrown.kind).toBe('not-found');
  });

  it('leaves to the browser a page without a loader, a failed loader, and the members’ pages', async () => {
    expect(await outcome('/product/12')).toMatchObject({ kind: 'page', firstPage: { rendered: false, resolution: { pageType: 'product' } } });
    const failed = await outcome('/ski/skis', { category: async () => Promise.reject(new ApiError('cat-products-es', 503, 'down')) });
    expect(failed).toMatchObject({ kind: 'page', firstPage: { rendered: false } });
    expect(await outcome('/account', {}, true)).toMatchObject({ kind: 'page', firstPage: { rendered: false, resolution: { pageType: 'account' } } });
    // A guest on a members' page: the browser makes the login redirect (it keeps where to come back to).
    expect(await outcome('/account')).toEqual({ kind: 'page', firstPage: null, head: {} });
  });
});

describe('decodedUrlPart', () => {
  it('decodes as wouter does for the browser’s first render, and keeps what it cannot decode', () => {
    expect(decodedUrlPart('/m%C3%A6rker/ski')).toBe('/mærker/ski');
    expect(decodedUrlPart('?s=v%C3%A6rdi%26x')).toBe('?s=værdi%26x');
    expect(decodedUrlPart('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
  });
});
