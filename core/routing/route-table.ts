import { parse } from 'regexparam';
import type { KnownRoutes, PluginManifest } from '../kernel/manifest.ts';
import type { PageType, RouteDef, RouteId } from './types.ts';

/** The shell's own routes: the not-found target and, last, anything else (the server says what it is). */
export const SHELL_ROUTES: readonly RouteDef[] = [
  { id: 'not-found', paths: ['/404'], pageType: 'not_found', plugin: 'shell' },
  { id: 'catch-all', paths: ['/*'], lookup: true, metadata: { registerModalDisabled: true }, plugin: 'shell' },
];
const SHELL_PAGE_TYPES: readonly PageType[] = ['not_found'];

/** A route's parameters for a link: `:name` segments, `wild` for `*`. */
export type RouteParams<Id extends RouteId> = Id extends keyof KnownRoutes ? KnownRoutes[Id] : Record<string, never>;
type ParamValue = string | number;

interface CompiledPath {
  route: RouteDef;
  pattern: RegExp;
  /** regexparam keys, or null for a regular expression with named groups. */
  keys: string[] | null;
  /** Match order: exact paths, then paths with parameters, then wildcards and expressions, then the catch-all. */
  rank: number;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

export interface RouteTable {
  /** In match order. */
  readonly routes: readonly RouteDef[];
  /** Page types that an enabled plugin (or the shell) renders. */
  readonly pageTypes: ReadonlySet<PageType>;
  has(id: RouteId): boolean;
  /** The link to a route (its first path), or null when no enabled plugin declares it. */
  href<Id extends RouteId>(id: Id, params?: RouteParams<Id>): string | null;
  /** The first route whose pattern matches and whose numeric params are all digits. */
  match(path: string, options: { isPreviewHost: boolean }): RouteMatch | null;
}

/** Drop one trailing slash (not from the root) so /checkout/cart/ and /checkout/cart match alike. */
export function trimTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

const isExpression = (path: string) => path.startsWith('^');

function compilePath(route: RouteDef, path: string): CompiledPath {
  if (isExpression(path)) return { route, pattern: new RegExp(path, 'i'), keys: null, rank: 2 };
  const trimmed = trimTrailingSlash(path);
  const { pattern, keys } = parse(trimmed);
  const rank = route.plugin === 'shell' && trimmed === '/*' ? 3 : trimmed.includes('*') ? 2 : keys.length > 0 ? 1 : 0;
  return { route, pattern, keys, rank };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function execPath(path: string, compiled: CompiledPath): Record<string, string> | null {
  const found = compiled.pattern.exec(path);
  if (!found) return null;
  if (compiled.keys === null) return { ...(found.groups ?? {}) };
  const params: Record<string, string> = {};
  compiled.keys.forEach((key, i) => {
    const value = found[i + 1];
    if (value !== undefined) params[key] = safeDecode(value);
  });
  return params;
}

function fillPath(path: string, params: Record<string, ParamValue | undefined>): string | null {
  let missing = false;
  const filled = path
    .replace(/\/:([A-Za-z_]\w*)(\?)?/g, (_, key: string, optional?: string) => {
      const value = params[key];
      if (value === undefined || value === '') {
        if (!optional) missing = true;
        return '';
      }
      return `/${encodeURIComponent(String(value))}`;
    })
    .replace(/\*/, () => String(params.wild ?? ''));
  return missing ? null : filled;
}

/**
 * The route table of one store: the routes of its enabled plugins' manifests, in config order,
 * then the shell's. A route a switched-off plugin declares does not exist in that store: it does
 * not match, and links to it are not rendered.
 */
export function composeRouteTable(plugins: ReadonlyArray<readonly [name: string, manifest: PluginManifest]>): RouteTable {
  const routes: RouteDef[] = [];
  const pageTypes = new Set<PageType>(SHELL_PAGE_TYPES);
  for (const [plugin, manifest] of plugins) {
    for (const declared of manifest.routes ?? []) {
      const route = { ...declared, plugin } as RouteDef;
      routes.push(route);
      if (route.pageType) pageTypes.add(route.pageType);
    }
    for (const pageType of manifest.pageTypes ?? []) pageTypes.add(pageType as PageType);
  }
  routes.push(...SHELL_ROUTES);
  const byId = new Map<string, RouteDef>();
  for (const route of routes) if (!byId.has(route.id)) byId.set(route.id, route);
  const compiled = routes
    .flatMap((route) => route.paths.map((path) => compilePath(route, path)))
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => a.entry.rank - b.entry.rank || a.order - b.order)
    .map(({ entry }) => entry);
  // On a preview host the preview routes are forced (spec 01 section 2): they win over any other match.
  const previewFirst = [...compiled.filter((e) => e.route.previewOnly), ...compiled.filter((e) => !e.route.previewOnly)];

  return {
    routes,
    pageTypes,
    has: (id) => byId.has(id),
    href(id, params) {
      const route = byId.get(id);
      const first = route?.paths[0];
      if (!first || isExpression(first)) return null;
      return fillPath(first, (params ?? {}) as Record<string, ParamValue | undefined>);
    },
    match(rawPath, options) {
      const path = trimTrailingSlash(rawPath);
      for (const entry of options.isPreviewHost ? previewFirst : compiled) {
        if (entry.route.previewOnly && !options.isPreviewHost) continue;
        const params = execPath(path, entry);
        if (!params) continue;
        if (entry.route.numeric?.some((key) => !/^\d+$/.test(params[key] ?? ''))) continue;
        return { route: entry.route, params };
      }
      return null;
    },
  };
}
