import type { FastifyRequest } from 'fastify';
import { CLIENT_HEADER } from '../../contracts/headers.ts';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where the reference server mounts the API (the storefront's default API base). */
export const API_PREFIX = '/api';

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/** `scheme://host[:port]` of an Origin header, or null for `null` and anything unparsable. */
function originOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return `${url.protocol}//${url.host}`.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The path the router matched (`/api/billing-agreements/:id/cancel` however the request spelled
 * it: `/%61pi/...` routes there too), else the decoded request path.
 */
function routedPath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched) return matched;
  const raw = request.url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * CSRF guard for state-changing API calls: a cross-site form or fetch cannot add a custom
 * header without a CORS preflight (which this server grants only to the configured storefront
 * origins), and when the browser says where the call comes from (Origin), it must be this very
 * origin (scheme, host and port) or one of those origins. Applied by the route the request
 * reaches, not by how its path is spelled.
 */
export function csrfGuard(allowedOrigins: ReadonlySet<string>) {
  return async (request: FastifyRequest): Promise<void> => {
    if (SAFE_METHODS.has(request.method) || !isApiPath(routedPath(request))) return;
    if (request.headers[CLIENT_HEADER] !== '1') {
      throw new HttpError(403, `State-changing API calls need the header ${CLIENT_HEADER}: 1`);
    }
    const origin = request.headers.origin;
    if (origin === undefined || allowedOrigins.has(origin.toLowerCase())) return;
    // request.host and .protocol come from the Host header and the socket, or from X-Forwarded-*
    // when the request came through a trusted proxy.
    const self = request.host ? `${request.protocol}://${request.host}`.toLowerCase() : null;
    if (!self || originOf(origin) !== self) {
      throw new HttpError(403, 'Cross-origin API calls are not allowed');
    }
  };
}
