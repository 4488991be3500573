import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '../core/api/runtime-config.ts';
import type { LoadOptions } from '../core/store/files.node.ts';
import { buildApp, type BuildAppOptions, type TrustProxy } from './app.ts';
import { DEMO_MEMBER } from './db/seed-data/member.ts';
import { DEFAULT_DRAIN, drain, type DrainOptions } from './ops/drain.ts';
import { DEFAULT_BACKUP_ALLOW } from './ops/backup-route.ts';
import { DEFAULT_METRICS_ALLOW } from './ops/metrics-routes.ts';
import { MIN_PREVIEW_SECRET_LENGTH } from './content/preview-token.ts';
import { packageRoot } from './package-root.ts';
import { closeOnSignals, startServices } from './services.ts';
import { DEFAULT_HOUSEKEEPING } from './session/housekeeping.ts';

export const ROOT = packageRoot(import.meta.dirname);

export interface ServerOptions {
  port: number;
  host: string;
  /** The built storefront to serve, relative to the root (`dist`); null for the API alone. */
  dist: string | null;
  configs?: LoadOptions;
  trustProxy?: TrustProxy;
  corsOrigins?: string[];
  runtime?: RuntimeConfig;
  versionOf?: BuildAppOptions['versionOf'];
  signupsPerAddress?: BuildAppOptions['signupsPerAddress'];
  /** NEW_SESSIONS_PER_ADDRESS: sessions one address may start without a cookie per 15 minutes (default 30). */
  newSessionsPerAddress?: BuildAppOptions['newSessionsPerAddress'];
  /** PREVIEW_SECRET: signs content editors' preview links; without it no drafts are served. */
  previewSecret?: string;
  /** Guest sessions and baskets unused for this many days are deleted (GUEST_DAYS; default the session's 30). */
  guestDays?: number;
  extend?: BuildAppOptions['extend'];
  /** PAGE_CACHE=off renders every page for its shopper (a shop whose pages must never be shared). */
  pageCache?: BuildAppOptions['pageCache'];
  /** PAGE_CACHE_PURGE_TOKEN: the bearer token of the page cache's purge route. */
  pageCachePurgeToken?: string;
  /** METRICS_ALLOW: who may read `/metrics` (addresses or CIDR ranges; default this machine). */
  metricsAllow?: string[];
  /** BACKUP_ALLOW: who may take a backup of the PGlite database (`POST /ops/backup`; default this machine). */
  backupAllow?: string[];
  /** DRAIN_DELAY_MS, DRAIN_TIMEOUT_MS: how a SIGTERM shuts the server down (server/ops/drain.ts). */
  drain?: DrainOptions;
}

/** What TRUST_PROXY=1 means: a proxy on this machine or on a private network. */
export const PRIVATE_PROXIES = 'loopback, linklocal, uniquelocal';

/**
 * TRUST_PROXY: the proxies' addresses or CIDR ranges, comma-separated (`1` for any proxy on
 * this machine or a private network). Only a request from one of them may name the client, the
 * host and the protocol in X-Forwarded-*, and the client is the first address that is not a
 * trusted proxy, read from the right: never the left-most entry, which the client wrote itself.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const trimmed = (value ?? '').trim();
  if (trimmed === '' || trimmed === '0') return false;
  if (trimmed === '1' || trimmed === 'true') return PRIVATE_PROXIES;
  return trimmed;
}

/** A whole number of milliseconds, 0 or more; anything else keeps the default. */
export function millisecondsFrom(value: string | undefined, fallback: number): number {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms >= 0 ? ms : fallback;
}

/** GUEST_DAYS: a whole number of days, at least 1; anything else keeps the default. */
export function guestDaysFrom(value: string | undefined): number | undefined {
  const days = Number(value);
  return value && Number.isInteger(days) && days >= 1 ? days : undefined;
}

/** NEW_SESSIONS_PER_ADDRESS: a whole number, at least 1; anything else keeps the default. */
export function newSessionsPerAddressFrom(value: string | undefined): number | undefined {
  const max = Number(value);
  return value && Number.isInteger(max) && max >= 1 ? max : undefined;
}

/** PREVIEW_SECRET: at least MIN_PREVIEW_SECRET_LENGTH characters; a shorter one stops the start (a guessable key signs links for anyone). */
export function previewSecretFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < MIN_PREVIEW_SECRET_LENGTH) throw new Error(`PREVIEW_SECRET must be at least ${MIN_PREVIEW_SECRET_LENGTH} characters`);
  return value;
}

/**
 * Environment of `npm start` (docs/operating.md): PORT, HOST, STORE_DIRS, TRUST_PROXY, CORS_ORIGINS,
 * PUBLIC_API_BASE, API_CREDENTIALS, SERVE_STOREFRONT, GUEST_DAYS, PAGE_CACHE, PAGE_CACHE_PURGE_TOKEN,
 * METRICS_ALLOW, BACKUP_ALLOW, DRAIN_DELAY_MS, DRAIN_TIMEOUT_MS, PREVIEW_SECRET, NEW_SESSIONS_PER_ADDRESS.
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const guestDays = guestDaysFrom(env.GUEST_DAYS);
  const previewSecret = previewSecretFrom(env.PREVIEW_SECRET);
  const newSessionsPerAddress = newSessionsPerAddressFrom(env.NEW_SESSIONS_PER_ADDRESS);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dist: env.SERVE_STOREFRONT === '0' ? null : 'dist',
    // The folders of store files (default `stores`): a shop keeps its own stores beside or instead of the demo ones.
    ...(env.STORE_DIRS ? { configs: { storeDirs: list(env.STORE_DIRS) } } : {}),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    corsOrigins: list(env.CORS_ORIGINS),
    ...(guestDays ? { guestDays } : {}),
    ...(previewSecret ? { previewSecret } : {}),
    ...(newSessionsPerAddress ? { newSessionsPerAddress } : {}),
    ...(env.PAGE_CACHE === 'off' ? { pageCache: false as const } : {}),
    ...(env.PAGE_CACHE_PURGE_TOKEN ? { pageCachePurgeToken: env.PAGE_CACHE_PURGE_TOKEN } : {}),
    ...(env.METRICS_ALLOW ? { metricsAllow: list(env.METRICS_ALLOW) } : {}),
    ...(env.BACKUP_ALLOW ? { backupAllow: list(env.BACKUP_ALLOW) } : {}),
    drain: {
      delayMs: millisecondsFrom(env.DRAIN_DELAY_MS, DEFAULT_DRAIN.delayMs),
      timeoutMs: millisecondsFrom(env.DRAIN_TIMEOUT_MS, DEFAULT_DRAIN.timeoutMs),
    },
    runtime: env.PUBLIC_API_BASE ? { apiBase: env.PUBLIC_API_BASE, credentials: env.API_CREDENTIALS === 'include' ? 'include' : 'same-origin' } : undefined,
  };
}

/** Services (stores, database), the app, and listening; closes cleanly on SIGINT and SIGTERM. */
export async function startServer(options: ServerOptions): Promise<FastifyInstance> {
  const distDir = options.dist === null ? undefined : join(ROOT, options.dist);
  if (distDir && !existsSync(join(distDir, 'index.html'))) {
    console.error(`${options.dist}/index.html is missing: run npm run build first`);
    process.exit(1);
  }
  const housekeeping = { ...DEFAULT_HOUSEKEEPING, ...(options.guestDays ? { guestDays: options.guestDays } : {}) };
  const services = await startServices(ROOT, (message) => console.info(message), options.configs, housekeeping);
  const app = await buildApp({
    root: ROOT,
    db: services.db,
    stores: services.stores,
    distDir,
    logger: true,
    trustProxy: options.trustProxy,
    corsOrigins: options.corsOrigins,
    runtime: options.runtime,
    versionOf: options.versionOf,
    signupsPerAddress: options.signupsPerAddress,
    newSessionsPerAddress: options.newSessionsPerAddress,
    previewSecret: options.previewSecret,
    extend: options.extend,
    pageCache: options.pageCache,
    pageCachePurgeToken: options.pageCachePurgeToken,
    metrics: { allow: options.metricsAllow ?? DEFAULT_METRICS_ALLOW },
    ...(services.image ? { backup: { image: services.image, allow: options.backupAllow ?? DEFAULT_BACKUP_ALLOW } } : {}),
  });
  closeOnSignals(async () => {
    await drain(app, options.drain ?? DEFAULT_DRAIN);
    services.stop();
    await services.db.close();
  });
  await app.listen({ port: options.port, host: options.host });
  app.log.info(
    distDir
      ? `Summit storefront on http://localhost:${options.port} (fr.localhost, de.localhost for the other stores)`
      : `Summit API on http://localhost:${options.port}/api`,
  );
  app.log.info(`demo member: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
  return app;
}
