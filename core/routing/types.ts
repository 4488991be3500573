import type { AuthRule, PageLayout, PageType, RouteDeclaration, RouteId } from '../kernel/manifest.ts';

export type { AuthRule, PageLayout, PageType, RouteId };

/** A route of the composed table: a manifest's declaration with the plugin that declared it. */
export interface RouteDef extends Omit<RouteDeclaration, 'id' | 'pageType'> {
  id: RouteId;
  pageType?: PageType;
  /** The plugin whose manifest declares the route; `shell` for the kernel's own. */
  plugin: string;
}

export interface PageResolution {
  kind: 'page';
  routeId: RouteId;
  pageType: PageType;
  layout: PageLayout;
  path: string;
  search: string;
  params: Record<string, string>;
  entityId: number | null;
  metadata: Record<string, unknown>;
}

export interface RedirectResolution {
  kind: 'redirect';
  to: string;
  external: boolean;
  /** Replace the history entry (true for rule redirects). */
  replace: boolean;
  reason: 'double-slash' | 'login-required' | 'logout-required' | 'lookup' | 'unknown-page-type' | 'not-found' | 'plugin';
  /** Where a login redirect should bring the member back to. */
  returnTo?: string;
}

export type Resolution = PageResolution | RedirectResolution;

export interface RouteContext {
  path: string;
  search: string;
  host: string;
  isLoggedIn: boolean;
  isPreviewHost: boolean;
  signal?: AbortSignal;
}
