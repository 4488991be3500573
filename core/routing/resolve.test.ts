import { describe, expect, it, vi } from 'vitest';
import type { PathLookup } from '../../contracts/routing.ts';
import { manifestRegistry } from '../../tests/support/plugin-kernel.ts';
import type { PluginManifest } from '../kernel/manifest.ts';
import { resolveLocation, simpleAnchorId, type PathLookupFn } from './resolve.ts';
import { composeRouteTable } from './route-table.ts';
import type { PageResolution, RouteContext } from './types.ts';

const context = (path: string, extra: Partial<RouteContext> = {}): RouteContext => ({
  path,
  search: '',
  host: 'localhost',
  isLoggedIn: false,
  isPreviewHost: false,
  ...extra,
});

/** The table of a store with every product plugin on (the spec's route table). */
const registry = manifestRegistry();
const routes = composeRouteTable(Object.entries(registry).map(([name, entry]) => [name, entry.manifest] as const));

const lookupTable: Record<string, PathLookup> = {
  '/ski/skis': { pageType: 'category', entityId: 3956, redirect: null, metadata: { name: 'Skis' } },
  '/old-skis': { pageType: null, entityId: null, redirect: { url: '/ski/skis', type: 'internal' }, metadata: {} },
  '/partner-shop': { pageType: null, entityId: null, redirect: { url: 'https://example.com/', type: 'external' }, metadata: {} },
  '/legacy-widget': { pageType: 'widget', entityId: 7, redirect: null, metadata: {} },
  '/about-us': { pageType: 'cms', entityId: null, redirect: null, metadata: { identifier: 'about-us' } },
  '/brand/rossignol': { pageType: null, entityId: 3, redirect: null, metadata: { brandPageId: 12 } },
  '/event/ski-flash-sale': { pageType: 'category', entityId: 3956, redirect: null, metadata: { eventId: 101 } },
  '/new': { pageType: 'category', entityId: null, redirect: null, metadata: { saleType: 5 } },
};
const lookup: PathLookupFn = async (path) => lookupTable[path] ?? null;
const resolve = (ctx: RouteContext, lookupFn: PathLookupFn = lookup) => resolveLocation(ctx, { routes, lookup: lookupFn });

describe('the composed route table', () => {
  const match = (path: string, isPreviewHost = false) => routes.match(path, { isPreviewHost });

  it('matches aliases, optional referer params and ignores one trailing slash', () => {
    expect(match('/sales')?.route.id).toBe('home');
    expect(match('/shop/salomon')?.params).toEqual({ brand: 'salomon' });
    expect(match('/customer/address/index/')?.route.id).toBe('address-list');
    expect(match('/customer/account/create/referer/abc/')?.params).toEqual({ referer: 'abc' });
    expect(match('/customer/account/login/referer/')?.route.id).toBe('login');
  });

  it('requires numeric ids', () => {
    expect(match('/catalog/product/view/id/123/')?.route.id).toBe('product');
    expect(match('/catalog/product/view/id/abc')?.route.id).toBe('catch-all');
    expect(match('/sales/order/view/order_id/12x')?.route.id).toBe('catch-all');
  });

  it('tries exact paths before parameters, wildcards and the catch-all, whatever the manifests order', () => {
    const table = composeRouteTable([
      ['wide', { routes: [{ id: 'anything-sale', paths: ['/products/*'], pageType: 'category' }] }],
      [
        'narrow',
        {
          routes: [
            { id: 'all-products', paths: ['/products'], pageType: 'category' },
            { id: 'one', paths: ['/products/:slug'], pageType: 'product' },
          ],
        },
      ],
    ] satisfies [string, PluginManifest][]);
    expect(table.match('/products', { isPreviewHost: false })?.route.id).toBe('all-products');
    expect(table.match('/products/skis', { isPreviewHost: false })?.route.id).toBe('one');
    expect(table.match('/products/skis/alpine', { isPreviewHost: false })?.route.id).toBe('anything-sale');
    expect(table.match('/elsewhere', { isPreviewHost: false })?.route.id).toBe('catch-all');
  });

  it('matches expression paths with named groups, and preview routes only on preview hosts', () => {
    const table = composeRouteTable([
      ['guides', { routes: [{ id: 'size-guide', paths: ['^/(?<identifier>[^/]+-size-guide)$'], pageType: 'size_guide' }] }],
      ['preview', { routes: [{ id: 'content-preview', paths: ['^/(?<preview>storyblok-preview.*|new.*)$'], pageType: 'content_preview', previewOnly: true }] }],
    ] satisfies [string, PluginManifest][]);
    expect(table.match('/ski-boots-size-guide', { isPreviewHost: false })?.params).toEqual({ identifier: 'ski-boots-size-guide' });
    expect(table.match('/new-collection', { isPreviewHost: false })?.route.id).toBe('catch-all');
    expect(table.match('/new-collection', { isPreviewHost: true })?.route.id).toBe('content-preview');
  });

  it('forces preview routes on preview hosts over an exact path another plugin declares', () => {
    const table = composeRouteTable([
      ['season', { routes: [{ id: 'new-season', paths: ['/new'], pageType: 'category' }] }],
      ['preview', { routes: [{ id: 'content-preview', paths: ['^/(?<slug>new(?:[-/].*)?)$'], pageType: 'content_preview', previewOnly: true }] }],
    ] satisfies [string, PluginManifest][]);
    expect(table.match('/new', { isPreviewHost: false })?.route.id).toBe('new-season');
    expect(table.match('/new', { isPreviewHost: true })?.route.id).toBe('content-preview');
    expect(table.match('/newsletter', { isPreviewHost: true })?.route.id).toBe('catch-all');
  });

  it('builds links from the first path, keeping its trailing slash, and none to routes of switched-off plugins', () => {
    expect(routes.href('product', { productId: 1001 })).toBe('/catalog/product/view/id/1001');
    expect(routes.href('order-history')).toBe('/sales/order/history/');
    expect(routes.href('address-edit', { addressId: 9 })).toBe('/customer/address/edit/id/9/');
    expect(routes.href('join', { referer: 'ALEX SUMMIT' })).toBe('/join/ALEX%20SUMMIT');
    const withoutBasket = composeRouteTable(
      Object.entries(registry)
        .filter(([name]) => name !== 'basket')
        .map(([name, entry]) => [name, entry.manifest] as const),
    );
    expect(withoutBasket.href('basket')).toBeNull();
    expect(withoutBasket.match('/checkout/cart', { isPreviewHost: false })?.route.id).toBe('catch-all');
  });
});

describe('resolveLocation', () => {
  it('redirects a double slash to the single-slash form, keeping the query', async () => {
    expect(await resolve(context('//sales', { search: '?a=1' }))).toMatchObject({ kind: 'redirect', to: '/sales?a=1', reason: 'double-slash' });
  });

  it("says a guest on a members-only route needs to log in, with a way back (the login page is a plugin's to name)", async () => {
    expect(await resolve(context('/customer/account'))).toMatchObject({ kind: 'redirect', reason: 'login-required', returnTo: '/customer/account' });
  });

  it('sends a member away from logged-out routes to home', async () => {
    expect(await resolve(context('/customer/account/login', { isLoggedIn: true }))).toMatchObject({ kind: 'redirect', to: '/' });
    expect(await resolve(context('/customer/account', { isLoggedIn: true }))).toMatchObject({ kind: 'page', pageType: 'account' });
  });

  it('uses the lookup for page type, entity and metadata, and follows its redirects', async () => {
    expect(await resolve(context('/ski/skis/'))).toMatchObject({ kind: 'page', pageType: 'category', entityId: 3956, metadata: { name: 'Skis' } });
    expect(await resolve(context('/old-skis'))).toMatchObject({ kind: 'redirect', to: '/ski/skis', external: false });
    expect(await resolve(context('/partner-shop'))).toMatchObject({ kind: 'redirect', to: 'https://example.com/', external: true });
  });

  it('falls back to the route page type when the lookup names none; a page type no enabled plugin renders goes to /404', async () => {
    expect(await resolve(context('/brand/rossignol'))).toMatchObject({ kind: 'page', pageType: 'brand', entityId: 3, metadata: { brandPageId: 12 } });
    expect(await resolve(context('/legacy-widget'))).toMatchObject({ kind: 'redirect', to: '/404', reason: 'unknown-page-type' });
    expect(await resolve(context('/about-us'))).toMatchObject({ kind: 'page', pageType: 'cms', metadata: { identifier: 'about-us' } });
    expect(await resolve(context('/nothing-here'))).toMatchObject({ kind: 'redirect', to: '/404' });
  });

  it('shows a sale the server knows, and sends an unknown sale to /404 instead of listing everything', async () => {
    expect(await resolve(context('/event/ski-flash-sale'))).toMatchObject({ kind: 'page', routeId: 'event', pageType: 'category', metadata: { eventId: 101 } });
    expect(await resolve(context('/event/unknown-sale'))).toMatchObject({ kind: 'redirect', to: '/404', reason: 'not-found' });
    expect(await resolve(context('/products/anything'))).toMatchObject({ kind: 'page', pageType: 'category', entityId: null });
  });

  it('finds the New Season listing on a normal host through the lookup', async () => {
    expect(await resolve(context('/new', { search: '?sp_nav=ct-49' }))).toMatchObject({
      kind: 'page',
      pageType: 'category',
      metadata: { saleType: 5 },
    });
  });

  it("gives a page its route's metadata; the catch-all's stays with the content and not-found pages it shows itself", async () => {
    const flagged = { registerModalDisabled: true };
    expect(await resolve(context('/customer/account/login/'))).toMatchObject({ pageType: 'login', metadata: flagged });
    expect(await resolve(context('/about-us'))).toMatchObject({ pageType: 'cms', metadata: { ...flagged, identifier: 'about-us' } });
    // A category or brand page reached through the catch-all is not a page of the catch-all's.
    expect(await resolve(context('/ski/skis'))).toMatchObject({ pageType: 'category', metadata: { name: 'Skis' } });
    expect(((await resolve(context('/ski/skis'))) as PageResolution).metadata).not.toHaveProperty('registerModalDisabled');
    expect(((await resolve(context('/brand/rossignol'))) as PageResolution).metadata).toEqual({ brandPageId: 12 });
    expect(((await resolve(context('/'))) as PageResolution).metadata).toEqual({});
  });

  it('gives the route layout to the page', async () => {
    expect(await resolve(context('/checkout/cart/'))).toMatchObject({ kind: 'page', pageType: 'basket', layout: 'basket' });
    expect(await resolve(context('/sales'))).toMatchObject({ kind: 'page', pageType: 'home', layout: 'default' });
  });

  it('does not ask the server for routes it knows', async () => {
    const spy = vi.fn(lookup);
    expect(await resolve(context('/catalog/product/view/id/42'), spy)).toMatchObject({ pageType: 'product', params: { productId: '42' } });
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('simpleAnchorId', () => {
  it('accepts simple ids only', () => {
    expect(simpleAnchorId('#size-chart')).toBe('size-chart');
    expect(simpleAnchorId('#1abc')).toBeNull();
    expect(simpleAnchorId('#a b')).toBeNull();
    expect(simpleAnchorId('#x"><img')).toBeNull();
    expect(simpleAnchorId('')).toBeNull();
  });
});
