import type { FastifyRequest } from 'fastify';
import { STORE_HEADER } from '../contracts/headers.ts';
import type { StoreConfig } from '../core/store/types.ts';
import type { Db } from './db/db.ts';
import type { StoreRegistry } from './stores/store-registry.ts';
import type { DeclaredRoutes } from './http/declared-routes.ts';
import type { PublicCache } from './http/public-cache.ts';
import type { PublicReads } from './http/public-reads.ts';
import type { PageCache } from './html/page-cache.ts';
import type { Lifecycle } from './ops/lifecycle.ts';
import type { ServerMetrics } from './ops/metrics.ts';
import type { KeyedLimiter } from './http/keyed-limits.ts';
import type { NewSessionLimit } from './session/new-session-limit.ts';

/** What route modules and request helpers share; decorated onto the Fastify instance as `summit`. */
export interface AppContext {
  root: string;
  db: Db;
  stores: StoreRegistry;
  /** Every declared endpoint's method and full path (for 405 replies). */
  routes: DeclaredRoutes;
  /** Replies that are the same for every visitor of a store (see `route`'s publicSeconds). */
  publicCache: PublicCache;
  /** The public endpoints, and their kept replies for callers in this process (the server renderer). */
  publicReads: PublicReads;
  /** Server-rendered pages shared by shoppers who see them alike (server/html/page-cache.ts); null when switched off. */
  pageCache: PageCache | null;
  /** Sign-ups accepted from one client address within the lock window (spec 01 section 8: then 429). */
  signupsPerAddress: number;
  /** The rate limits' counts, kept in the database so that they hold across servers. */
  limits: KeyedLimiter;
  /** Counts the sessions stored for visitors without one, per client address (RATE_LIMITS.anonymousSessions). */
  newSessions: NewSessionLimit;
  /** The key that signs content editors' preview links (PREVIEW_SECRET); null: no drafts are served. */
  previewSecret: string | null;
  /** Whether the process is shutting down (readiness reads it). */
  lifecycle: Lifecycle;
  /** What `/metrics` reports; null when the server keeps none (tests). */
  metrics: ServerMetrics | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    summit: AppContext;
  }
}

/**
 * The store of a request: the one the storefront names (STORE_HEADER, needed when the API is on
 * its own host), else the one of the Host header (port stripped), storeId 1 for unknown hosts.
 */
export function requestStore(request: FastifyRequest): StoreConfig {
  const { stores } = request.server.summit;
  const named = request.headers[STORE_HEADER];
  if (typeof named === 'string' && /^\d{1,10}$/.test(named)) {
    const store = stores.byId(Number(named));
    if (store) return store;
  }
  return stores.byHost(request.host ?? '');
}
