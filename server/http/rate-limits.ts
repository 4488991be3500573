import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import type { KeyedLimiter } from './keyed-limits.ts';

/** Requests per client address (as trusted-proxy settings name it) in a window, per route. */
export interface RateLimit {
  max: number;
  timeWindow: '1 minute' | '15 minutes' | '1 hour';
  /** 'preHandler' to count after the body is parsed (for an allowList that reads it). */
  hook?: 'onRequest' | 'preHandler';
  /** Requests not counted (true = exempt). */
  allowList?: (request: FastifyRequest) => boolean;
}

/**
 * The limits of the endpoints that write without a login, per client address. Counted in the
 * database (server/http/keyed-limits.ts), so that they hold across the servers behind a balancer.
 */
export const RATE_LIMITS = {
  /** Each one sends a mail and voids the last link. */
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  /** A guest's newsletter sign-up: each one mails the address a new link (one a minute per address at most). */
  newsletterSubscribe: { max: 10, timeWindow: '15 minutes' },
  /** A member's confirmation emails (one a minute per member besides, counted in the database). */
  confirmationEmail: { max: 10, timeWindow: '15 minutes' },
  /** The mailed confirmation link, followed without a login. */
  emailConfirm: { max: 30, timeWindow: '15 minutes' },
  /** The contact form: each one is a message a person of customer service reads. */
  contactMessage: { max: 5, timeWindow: '15 minutes' },
  /** The first write of a guest, which stores their session. */
  consent: { max: 60, timeWindow: '1 minute' },
  /**
   * Sessions stored for visitors without one (server/session/new-session-limit.ts), whatever the
   * endpoint: each is a row, with a basket and lines behind a basket add. A shopper starts one
   * per browser; a household or office behind one address stays far below.
   */
  anonymousSessions: { max: 30, timeWindow: '15 minutes' },
  /** A page view or an event per navigation; far more is a script. */
  tracking: { max: 600, timeWindow: '1 minute' },
} as const satisfies Record<string, RateLimit>;

/** A RateLimit's window in milliseconds. */
export const WINDOW_MS: Record<RateLimit['timeWindow'], number> = { '1 minute': 60_000, '15 minutes': 15 * 60_000, '1 hour': 60 * 60_000 };

/** Tracking payloads are small; the general body limit (1 MiB) is for forms. */
export const TRACKING_BODY_LIMIT = 16 * 1024;

/** The refusal of every rate limit: a 429 saying when to try again (and Retry-After). */
export function tooManyRequests(retryMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryMs / 1000));
  const wait = seconds < 60 ? `${seconds} second(s)` : `${Math.ceil(seconds / 60)} minute(s)`;
  return new HttpError(429, `Too many requests: please try again in ${wait}.`, seconds);
}

/** @fastify/rate-limit's counts kept by the keyed limiter: one limit per route, keyed by client address. */
function sharedStore(limiter: KeyedLimiter): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    name = 'route';
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      limiter.hit({ name: this.name, key, limit: { max, windowMs: timeWindow } }).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }
    // Called with the route's merged limit options, the route under `routeInfo` (the types say otherwise).
    child(options: object): FastifyRateLimitStore {
      const { method, url } = (options as { routeInfo: { method: string | string[]; url: string } }).routeInfo;
      const store = new SharedStore();
      store.name = `route ${[method].flat().join(',')} ${url}`;
      return store;
    }
  };
}

/** Routes opt in with `config.rateLimit` (see `route`); a refusal is the usual error reply. */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: sharedStore(app.summit.limits),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
}
