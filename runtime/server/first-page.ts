import { ApiError } from '../../core/api/client.ts';
import type { Kernel } from '../../core/kernel/kernel.ts';
import type { PageHead } from '../../core/kernel/page.ts';
import { errorMessage } from '../../core/logger.ts';
import { PageNotFoundError } from '../../core/routing/not-found.ts';
import { resolveLocation, serverPathLookup } from '../../core/routing/resolve.ts';
import type { PageResolution, RedirectResolution } from '../../core/routing/types.ts';
import type { FirstPage } from '../app/app-runtime.tsx';

/** How long the server waits for a page's data before it leaves the page to the browser. */
const LOADER_TIMEOUT_MS = 5000;

export type FirstPageOutcome =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'not-found'; firstPage: FirstPage }
  /** `firstPage` null: the browser resolves the location itself (a redirect only it can make, with history state). */
  | { kind: 'page'; firstPage: FirstPage | null; head: PageHead };

/** A path or query as wouter gives it to the browser's first render (escape sequences decoded), so both resolve the same location. */
export function decodedUrlPart(part: string): string {
  try {
    return part.includes('%') ? decodeURI(part) : part;
  } catch {
    return part;
  }
}

/** What the shell's not-found page shows at a location it was not found at (HTTP 404, the address kept). */
export function notFoundResolution(path: string, search: string): PageResolution {
  return {
    kind: 'page',
    routeId: 'not-found',
    pageType: 'not_found',
    layout: 'default',
    path,
    search,
    params: {},
    entityId: null,
    metadata: {},
  };
}

const isNotFound = (error: unknown) => error instanceof PageNotFoundError || (error instanceof ApiError && error.status === 404);

/** Redirects the server answers itself: the `//` rule and the path lookup's (spec 01 section 2), permanent. */
function serverRedirect(redirect: RedirectResolution): FirstPageOutcome | null {
  if (redirect.reason === 'double-slash' || redirect.reason === 'lookup') return { kind: 'redirect', status: 301, location: redirect.to };
  return null;
}

/**
 * The page the server renders for a location: the route (with the session's login rules and
 * the path lookup), then the page's data through its loader. A page without a loader, a page of a
 * deferred plugin that is not `serverRendered`, a members' page, or a page whose data failed is
 * left to the browser (its place shows the loading state, and the browser fills it); what does not
 * exist is the not-found page with HTTP 404.
 */
export async function firstPageOf(kernel: Kernel, location: { path: string; search: string }, hostname: string): Promise<FirstPageOutcome> {
  const leftToBrowser: FirstPageOutcome = { kind: 'page', firstPage: null, head: {} };
  const notFound = (redirectTo?: string): FirstPageOutcome => ({
    kind: 'not-found',
    firstPage: { resolution: notFoundResolution(location.path, location.search), rendered: true, ...(redirectTo ? { redirectTo } : {}) },
  });
  let resolution;
  try {
    resolution = await resolveLocation(
      {
        ...location,
        host: hostname,
        isLoggedIn: kernel.session.isUserLoggedIn,
        isPreviewHost: kernel.store.previewHosts.includes(hostname),
      },
      { routes: kernel.routes, lookup: serverPathLookup(kernel.api, kernel.store.storeId), hooks: kernel.hooks },
    );
  } catch (error) {
    kernel.logger.warn('server-render', `could not resolve ${location.path}: ${errorMessage(error)}`);
    return leftToBrowser;
  }
  if (resolution.kind === 'redirect') {
    if (resolution.reason === 'not-found' || resolution.reason === 'unknown-page-type') return notFound(resolution.to);
    return serverRedirect(resolution) ?? leftToBrowser;
  }
  if (resolution.pageType === 'not_found') return notFound();

  const clientOnly: FirstPageOutcome = { kind: 'page', firstPage: { resolution, rendered: false }, head: {} };
  const route = kernel.routes.routes.find((r) => r.id === resolution.routeId);
  if (route?.auth === 'logged-in') return clientOnly;
  const registered = kernel.pages.get(resolution.pageType);
  if (!registered) return clientOnly;
  try {
    const module = await registered.load();
    if (!module.loader) return clientOnly;
    const preloaded = await module.loader({ resolution, signal: AbortSignal.timeout(LOADER_TIMEOUT_MS) });
    return { kind: 'page', firstPage: { resolution, rendered: true, preloaded }, head: module.head?.(preloaded, resolution) ?? {} };
  } catch (error) {
    if (isNotFound(error)) return notFound();
    kernel.logger.warn(registered.plugin, `the ${resolution.pageType} page is left to the browser: ${errorMessage(error)}`);
    return clientOnly;
  }
}
