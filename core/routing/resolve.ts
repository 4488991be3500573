import { ApiError, callLoaded, type ApiClient } from '../api/client.ts';
import type { PathLookup } from '../../contracts/routing.ts';
import type { KernelHooks } from '../kernel/hooks.ts';
import { trimTrailingSlash, type RouteTable } from './route-table.ts';
import type { PageResolution, PageType, RedirectResolution, Resolution, RouteContext } from './types.ts';

export const NOT_FOUND_PATH = '/404';

const redirect = (to: string, reason: RedirectResolution['reason'], extra: Partial<RedirectResolution> = {}): RedirectResolution => ({
  kind: 'redirect',
  to,
  external: false,
  replace: true,
  reason,
  ...extra,
});

/** Asks the server what a path is; null when it does not know it (404). */
export type PathLookupFn = (path: string, signal?: AbortSignal) => Promise<PathLookup | null>;

export function serverPathLookup(api: ApiClient, storeId: number): PathLookupFn {
  return async (path, signal) => {
    try {
      return await callLoaded(api, async () => (await import('../../contracts/routing.ts')).pathLookup, { query: { path, storeId }, signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  };
}

export interface ResolveDeps {
  routes: RouteTable;
  lookup: PathLookupFn;
  hooks?: Pick<KernelHooks, 'routeResolve'>;
}

/**
 * Where a location leads (spec 01 section 2): double-slash redirect, route match with numeric
 * checks, the logged-in and logged-out rules, the server lookup (redirects, page type, entity,
 * metadata, forced page type, a page type no enabled plugin renders to /404), then the plugins'
 * routeResolve taps. Network failures of the lookup propagate: the shell shows its error state.
 */
export async function resolveLocation(context: RouteContext, deps: ResolveDeps): Promise<Resolution> {
  const resolution = await resolveBase(context, deps);
  return deps.hooks ? deps.hooks.routeResolve.promise(resolution, context) : resolution;
}

async function resolveBase(context: RouteContext, { routes, lookup }: ResolveDeps): Promise<Resolution> {
  const { path, search } = context;
  if (path.startsWith('//')) {
    return redirect(`/${path.replace(/^\/+/, '')}${search}`, 'double-slash');
  }
  const match = routes.match(path, { isPreviewHost: context.isPreviewHost });
  if (!match) return redirect(NOT_FOUND_PATH, 'not-found');
  const { route, params } = match;

  if (route.auth === 'logged-in' && !context.isLoggedIn) {
    // The plugin that owns signing in points this at its login page (routeResolve); without
    // one, a members' page does not exist for a guest.
    return redirect(NOT_FOUND_PATH, 'login-required', { returnTo: `${path}${search}` });
  }
  if (route.auth === 'logged-out' && context.isLoggedIn) return redirect('/', 'logout-required');

  const page: PageResolution = {
    kind: 'page',
    routeId: route.id,
    pageType: route.pageType ?? 'not_found',
    layout: route.layout ?? 'default',
    path,
    search,
    params,
    entityId: null,
    metadata: { ...route.metadata },
  };
  if (!route.lookup) return page;

  const found = await lookup(trimTrailingSlash(path), context.signal);
  if (!found) return route.pageType ? page : redirect(NOT_FOUND_PATH, 'not-found');
  if (found.redirect) {
    const external = found.redirect.type === 'external';
    return redirect(found.redirect.url, 'lookup', { external, replace: true });
  }
  // No page type from the server: the route's forced page type (spec 01 section 2).
  const pageType = (found.pageType ?? route.pageType ?? null) as PageType | null;
  if (!pageType || !routes.pageTypes.has(pageType)) return redirect(NOT_FOUND_PATH, 'unknown-page-type');
  // A route without a page type (the catch-all) sets its metadata for the pages it shows itself
  // (content, not found); a page type that has a route of its own does not take it.
  const borrowed = !route.pageType && routes.routes.some((r) => r.pageType === pageType);
  const metadata = { ...(borrowed ? {} : page.metadata), ...found.metadata };
  return { ...page, pageType, entityId: found.entityId, metadata };
}

/** Spec 01 section 2: a hash anchor is followed only when it is a simple id. */
export function simpleAnchorId(hash: string): string | null {
  const found = /^#([A-Za-z][\w-]*)$/.exec(hash);
  return found ? found[1]! : null;
}
