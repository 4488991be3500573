import { parse } from 'regexparam';
import { ROUTES } from './routes.ts';
import type { RouteDef } from './types.ts';

interface CompiledPath {
  pattern: RegExp;
  keys: string[] | null;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const compiled = new WeakMap<RouteDef, CompiledPath[]>();

function compile(route: RouteDef): CompiledPath[] {
  let paths = compiled.get(route);
  if (!paths) {
    paths = route.paths.map((p) =>
      typeof p === 'string' ? (parse(p) as CompiledPath) : { pattern: p, keys: null },
    );
    compiled.set(route, paths);
  }
  return paths;
}

/** Drop one trailing slash (not from the root) so /checkout/cart/ and /checkout/cart match alike. */
export function trimTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function execPath(path: string, compiledPath: CompiledPath): Record<string, string> | null {
  const found = compiledPath.pattern.exec(path);
  if (!found) return null;
  if (compiledPath.keys === null) return { ...(found.groups ?? {}) };
  const params: Record<string, string> = {};
  compiledPath.keys.forEach((key, i) => {
    const value = found[i + 1];
    if (value !== undefined) params[key] = safeDecode(value);
  });
  return params;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The first route whose pattern matches and whose numeric params are all digits. A route whose
 * numeric check fails does not match, so /catalog/product/view/id/abc falls through to the catch-all.
 */
export function matchRoute(
  rawPath: string,
  options: { isPreviewHost: boolean },
  routes: readonly RouteDef[] = ROUTES,
): RouteMatch | null {
  const path = trimTrailingSlash(rawPath);
  for (const route of routes) {
    if (route.previewOnly && !options.isPreviewHost) continue;
    for (const compiledPath of compile(route)) {
      const params = execPath(path, compiledPath);
      if (!params) continue;
      if (route.numeric?.some((key) => !/^\d+$/.test(params[key] ?? ''))) continue;
      return { route, params };
    }
  }
  return null;
}
