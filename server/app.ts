import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Writable } from 'node:stream';
import { LOCK_POLICY } from './auth/brute-force.ts';
import { CLIENT_HEADER, STORE_HEADER, VERSION_HEADER } from '../contracts/headers.ts';
import type { RuntimeConfig } from '../core/api/runtime-config.ts';
import type { StoreConfig } from '../core/store/types.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/db.ts';
import type { VersionOf } from './html/app-version.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { createPageCache, PAGE_CACHE_DEFAULTS, type PageCacheOptions } from './html/page-cache.ts';
import { pageCachePurgeRoute } from './html/page-cache-purge.ts';
import { securityHeaders } from './html/security-headers.ts';
import { serveStorefront, type Storefront } from './html/storefront.ts';
import { compressReplies } from './http/compression.ts';
import { API_PREFIX, csrfGuard } from './http/csrf.ts';
import { createDeclaredRoutes } from './http/declared-routes.ts';
import { handleError, sendError } from './http/errors.ts';
import { createPublicReads } from './http/public-reads.ts';
import { createPublicCache } from './http/public-cache.ts';
import { installJsonBodyParser } from './http/json-body.ts';
import { keyedLimiter } from './http/keyed-limits.ts';
import { installRateLimits, RATE_LIMITS, WINDOW_MS } from './http/rate-limits.ts';
import { createNewSessionLimit } from './session/new-session-limit.ts';
import { AccessLog, requestLogger } from './http/request-log.ts';
import { installValidators } from './http/validation.ts';
import { apiRoutes } from './api.ts';
import { createStoreRegistry } from './stores/store-registry.ts';
import { healthRoutes } from './ops/health.ts';
import { backupRoute, type BackupSource } from './ops/backup-route.ts';
import { createLifecycle } from './ops/lifecycle.ts';
import { createServerMetrics, timedDb } from './ops/metrics.ts';
import { metricsRoutes } from './ops/metrics-routes.ts';
import { echoRequestId, requestIdGenerator } from './ops/request-id.ts';

/** Which proxies to believe about the client, host and protocol: their addresses or CIDR ranges (comma-separated), or none. */
export type TrustProxy = string | false;

export interface BuildAppOptions {
  root: string;
  db: Db;
  stores: StoreConfig[];
  /** The built storefront (vite build output); without it the server is the API alone (dev, tests, a separate storefront host). */
  distDir?: string;
  /** Log each request (URLs with secrets redacted); a stream to read the log in tests. */
  logger?: boolean | { stream: Writable };
  /**
   * Behind a TLS-terminating proxy: take protocol and host from X-Forwarded-Proto/-Host, so
   * that the session cookie is Secure and the store follows the visitor's host name.
   */
  trustProxy?: TrustProxy;
  /** Storefront origins on other hosts that may call the API with credentials (CORS). */
  corsOrigins?: string[];
  /** Where the storefront pages this server renders find the API (default: this server's /api). */
  runtime?: RuntimeConfig;
  /** Which build API replies announce (a test server varies it per test). */
  versionOf?: VersionOf;
  /**
   * Sign-ups from one client address within the lock window before the join reply is a 429
   * (default `LOCK_POLICY.maxSignupsPerAddress`). A test server, whose every shopper is one address, raises it.
   */
  signupsPerAddress?: number;
  /**
   * Sessions stored for cookie-less visitors from one client address in 15 minutes before their
   * writes are a 429 (default `RATE_LIMITS.anonymousSessions.max`). A test server, whose every shopper is one address, raises it.
   */
  newSessionsPerAddress?: number;
  /** The key that signs content editors' preview links (server/content/preview-token.ts); without one no drafts are served. */
  previewSecret?: string;
  /** The page cache's times and size, or false to render every page for its shopper (default: PAGE_CACHE_DEFAULTS). */
  pageCache?: PageCacheOptions | false;
  /** The bearer token of `POST /ops/page-cache/purge`; without one there is no purge route. */
  pageCachePurgeToken?: string;
  /** Keep metrics and serve them at `/metrics` to these addresses (METRICS_ALLOW); none without. */
  metrics?: { allow: readonly string[] };
  /** Serve `POST /ops/backup` (the PGlite data directory) to these addresses (BACKUP_ALLOW); none without. */
  backup?: BackupSource & { allow: readonly string[] };
  /** Routes or hooks registered before the app is ready (a test server's). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/** Requests bigger than this are refused with 413; no endpoint takes more than a form's worth. */
const BODY_LIMIT = 1024 * 1024;

/** The storefront server, ready for `listen` or `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const metrics = options.metrics ? createServerMetrics() : null;
  const app = Fastify({
    logger: options.logger ? requestLogger(options.logger === true ? undefined : options.logger.stream) : false,
    logController: new AccessLog(),
    genReqId: requestIdGenerator(options.trustProxy ?? false),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // A malformed URL or an over-long path parameter: the error reply every endpoint uses, without echoing the URL.
    frameworkErrors: (error, _request, reply) =>
      error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? sendError(reply, 414, 'A path parameter is too long') : sendError(reply, 400, 'The URL is malformed'),
  });
  const db = metrics ? timedDb(options.db, metrics) : options.db;
  const limits = keyedLimiter(db);
  const publicCache = createPublicCache();
  const context: AppContext = {
    root: options.root,
    db,
    stores: createStoreRegistry(options.stores),
    routes: createDeclaredRoutes(),
    publicCache,
    publicReads: createPublicReads(publicCache),
    pageCache: options.pageCache === false ? null : createPageCache(options.pageCache ?? PAGE_CACHE_DEFAULTS),
    signupsPerAddress: options.signupsPerAddress ?? LOCK_POLICY.maxSignupsPerAddress,
    limits,
    newSessions: createNewSessionLimit(
      limits,
      options.newSessionsPerAddress ?? RATE_LIMITS.anonymousSessions.max,
      WINDOW_MS[RATE_LIMITS.anonymousSessions.timeWindow],
    ),
    previewSecret: options.previewSecret ?? null,
    lifecycle: createLifecycle(),
    metrics,
  };
  app.decorate('summit', context);

  const corsOrigins = new Set((options.corsOrigins ?? []).map((origin) => origin.toLowerCase()));
  installValidators(app);
  installJsonBodyParser(app);
  app.setErrorHandler(handleError);
  if (corsOrigins.size > 0) {
    await app.register(fastifyCors, {
      origin: (origin, done) => done(null, origin !== undefined && corsOrigins.has(origin.toLowerCase())),
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['content-type', 'accept', CLIENT_HEADER, STORE_HEADER],
      exposedHeaders: [VERSION_HEADER],
      maxAge: 600,
    });
  }
  echoRequestId(app);
  healthRoutes(app);
  if (metrics && options.metrics) metricsRoutes(app, metrics, { allow: options.metrics.allow, proxyTrusted: Boolean(options.trustProxy) });
  if (options.backup) backupRoute(app, options.backup, { allow: options.backup.allow, proxyTrusted: Boolean(options.trustProxy) });
  app.addHook('onRequest', csrfGuard(corsOrigins));
  securityHeaders(app);
  compressReplies(app);
  await installRateLimits(app);
  await app.register(fastifyCookie);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await checkoutRoutes(app);
  if (context.pageCache) pageCachePurgeRoute(app, context.pageCache, options.pageCachePurgeToken);
  await options.extend?.(app);

  let storefront: Storefront | null = null;
  if (options.distDir)
    storefront = await serveStorefront(app, options.distDir, {
      runtime: options.runtime,
      versionOf: options.versionOf,
      pageCache: context.pageCache,
    });

  app.setNotFoundHandler((request, reply) => {
    if (storefront?.wants(request)) return storefront.send(request, reply);
    const path = request.url.split('?', 1)[0]!;
    const allowed = context.routes.methodsAt(path);
    if (allowed.length > 0)
      return sendError(reply.header('allow', allowed.join(', ')), 405, `${request.method} is not allowed here; use ${allowed.join(' or ')}`);
    return sendError(reply, 404, `Route ${request.method} ${path.slice(0, 200)} not found`);
  });

  return app;
}
