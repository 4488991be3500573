import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '../core/api/runtime-config.ts';
import type { LoadOptions } from '../core/store/files.node.ts';
import { buildApp, type BuildAppOptions } from './app.ts';
import { DEMO_MEMBER } from './db/seed-data/member.ts';
import { closeOnSignals, startServices } from './services.ts';

export const ROOT = resolve(import.meta.dirname, '..');

export interface ServerOptions {
  port: number;
  host: string;
  /** The built storefront to serve, relative to the root (`dist`); null for the API alone. */
  dist: string | null;
  configs?: LoadOptions;
  trustProxy?: boolean;
  corsOrigins?: string[];
  runtime?: RuntimeConfig;
  versionOf?: BuildAppOptions['versionOf'];
  extend?: BuildAppOptions['extend'];
}

/** Environment of `npm start` (README): PORT, HOST, TRUST_PROXY, CORS_ORIGINS, PUBLIC_API_BASE, API_CREDENTIALS, SERVE_STOREFRONT. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dist: env.SERVE_STOREFRONT === '0' ? null : 'dist',
    trustProxy: env.TRUST_PROXY === '1',
    corsOrigins: list(env.CORS_ORIGINS),
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
  const services = await startServices(ROOT, (message) => console.info(message), options.configs);
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
    extend: options.extend,
  });
  closeOnSignals(async () => {
    services.stop();
    await app.close();
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
