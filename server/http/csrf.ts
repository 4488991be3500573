import type { FastifyRequest } from 'fastify';
import { CLIENT_HEADER } from '../../contracts/headers.ts';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where the reference server mounts the API (the storefront's default API base). */
export const API_PREFIX = '/api';

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * CSRF guard for state-changing API calls: a cross-site form or fetch cannot add a custom
 * header without a CORS preflight (which this server grants only to the configured storefront
 * origins), and when the browser says where the call comes from (Origin), it must be this very
 * host or one of those origins.
 */
export function csrfGuard(allowedOrigins: ReadonlySet<string>) {
  return async (request: FastifyRequest): Promise<void> => {
    if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return;
    if (request.headers[CLIENT_HEADER] !== '1') {
      throw new HttpError(403, `State-changing API calls need the header ${CLIENT_HEADER}: 1`);
    }
    const origin = request.headers.origin;
    if (origin === undefined || allowedOrigins.has(origin.toLowerCase())) return;
    // request.host is the Host header, or X-Forwarded-Host when the app trusts a proxy.
    const host = request.host?.toLowerCase();
    if (!host || originHost(origin) !== host) {
      throw new HttpError(403, 'Cross-origin API calls are not allowed');
    }
  };
}
