import { describe, expect, it, vi } from 'vitest';
import type { PathLookup } from '../api/contract.ts';
import { matchRoute } from './match.ts';
import { resolveLocation, simpleAnchorId, type PathLookupFn } from './resolve.ts';
import { isNewSeasonPath } from './routes.ts';
import type { RouteContext } from './types.ts';

const context = (path: string, extra: Partial<RouteContext> = {}): RouteContext => ({
  path,
  search: '',
  host: 'localhost',
  isLoggedIn: false,
  isPreviewHost: false,
  ...extra,
});

const lookupTable: Record<string, PathLookup> = {
  '/ski/skis': { pageType: 'category', entityId: 3956, redirect: null, metadata: { name: 'Skis' } },
  '/old-skis': { pageType: null, entityId: null, redirect: { url: '/ski/skis', type: 'internal' }, metadata: {} },
  '/partner-shop': { pageType: null, entityId: null, redirect: { url: 'https://example.com/', type: 'external' }, metadata: {} },
  '/legacy-widget': { pageType: 'widget', entityId: 7, redirect: null, metadata: {} },
  '/brand/rossignol': { pageType: null, entityId: 3, redirect: null, metadata: { brandPageId: 12 } },
};
const lookup: PathLookupFn = async (path) => lookupTable[path] ?? null;

describe('matchRoute', () => {
  it('matches aliases, optional referer params and ignores one trailing slash', () => {
    expect(matchRoute('/sales', { isPreviewHost: false })?.route.id).toBe('home');
    expect(matchRoute('/shop/salomon', { isPreviewHost: false })?.params).toEqual({ brand: 'salomon' });
    expect(matchRoute('/customer/address/index/', { isPreviewHost: false })?.route.id).toBe('address-list');
    expect(matchRoute('/customer/account/create/referer/abc/', { isPreviewHost: false })?.params).toEqual({ referer: 'abc' });
    expect(matchRoute('/customer/account/login/referer/', { isPreviewHost: false })?.route.id).toBe('login');
  });

  it('requires numeric ids', () => {
    expect(matchRoute('/catalog/product/view/id/123/', { isPreviewHost: false })?.route.id).toBe('product');
    expect(matchRoute('/catalog/product/view/id/abc', { isPreviewHost: false })?.route.id).toBe('catch-all');
    expect(matchRoute('/sales/order/view/order_id/12x', { isPreviewHost: false })?.route.id).toBe('catch-all');
  });

  it('gives size guides their identifier and keeps preview routes to preview hosts', () => {
    expect(matchRoute('/ski-boots-size-guide', { isPreviewHost: false })?.params).toEqual({ identifier: 'ski-boots-size-guide' });
    expect(matchRoute('/new-collection', { isPreviewHost: false })?.route.id).toBe('catch-all');
    expect(matchRoute('/new-collection', { isPreviewHost: true })?.route.id).toBe('content-preview');
  });
});

describe('resolveLocation', () => {
  it('redirects a double slash to the single-slash form, keeping the query', async () => {
    expect(await resolveLocation(context('//sales', { search: '?a=1' }), { lookup })).toMatchObject({ kind: 'redirect', to: '/sales?a=1', reason: 'double-slash' });
  });

  it('sends a guest from a logged-in route to the login page with a way back', async () => {
    expect(await resolveLocation(context('/customer/account'), { lookup })).toMatchObject({
      kind: 'redirect', to: '/customer/account/login', reason: 'login-required', returnTo: '/customer/account',
    });
  });

  it('sends a member away from logged-out routes to home', async () => {
    expect(await resolveLocation(context('/customer/account/login', { isLoggedIn: true }), { lookup })).toMatchObject({ kind: 'redirect', to: '/' });
    expect(await resolveLocation(context('/customer/account', { isLoggedIn: true }), { lookup })).toMatchObject({ kind: 'page', pageType: 'account' });
  });

  it('uses the lookup for page type, entity and metadata, and follows its redirects', async () => {
    expect(await resolveLocation(context('/ski/skis/'), { lookup })).toMatchObject({ kind: 'page', pageType: 'category', entityId: 3956, metadata: { name: 'Skis' } });
    expect(await resolveLocation(context('/old-skis'), { lookup })).toMatchObject({ kind: 'redirect', to: '/ski/skis', external: false });
    expect(await resolveLocation(context('/partner-shop'), { lookup })).toMatchObject({ kind: 'redirect', to: 'https://example.com/', external: true });
  });

  it('falls back to the route page type when the lookup names none, and sends unknown types to /404', async () => {
    expect(await resolveLocation(context('/brand/rossignol'), { lookup })).toMatchObject({ kind: 'page', pageType: 'brand', entityId: 3, metadata: { brandPageId: 12 } });
    expect(await resolveLocation(context('/legacy-widget'), { lookup })).toMatchObject({ kind: 'redirect', to: '/404', reason: 'unknown-page-type' });
    expect(await resolveLocation(context('/nothing-here'), { lookup })).toMatchObject({ kind: 'redirect', to: '/404' });
  });

  it('does not ask the server for routes it knows', async () => {
    const spy = vi.fn(lookup);
    expect(await resolveLocation(context('/catalog/product/view/id/42'), { lookup: spy })).toMatchObject({ pageType: 'product', params: { productId: '42' } });
    expect(spy).not.toHaveBeenCalled();
  });

  it('flags new-season paths', async () => {
    expect(isNewSeasonPath('/new')).toBe(true);
    expect(isNewSeasonPath('/new/skis')).toBe(true);
    expect(isNewSeasonPath('/new-season-2027')).toBe(true);
    expect(isNewSeasonPath('/brand-new/atomic')).toBe(true);
    expect(isNewSeasonPath('/newsletter/manage')).toBe(false);
    expect(await resolveLocation(context('/brand-new/atomic'), { lookup })).toMatchObject({ pageType: 'brand', isNewSeason: true });
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
