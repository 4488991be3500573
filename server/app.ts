import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { StoreConfig } from '../core/store/types.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/db.ts';
import { serveStorefront, type Storefront } from './html/storefront.ts';
import { csrfGuard } from './http/csrf.ts';
import { handleError, sendError } from './http/errors.ts';
import { useValidators } from './http/validation.ts';
import { coreRoutes } from './routes/index.ts';
import { createStoreRegistry } from './stores/store-registry.ts';

export interface BuildAppOptions {
  root: string;
  db: Db;
  stores: StoreConfig[];
  /** The built storefront (vite build output); without it the server is the API alone (dev, tests). */
  distDir?: string;
  logger?: boolean;
  /**
   * Behind a TLS-terminating proxy: take protocol and host from X-Forwarded-Proto/-Host, so
   * that the session cookie is Secure and the store follows the visitor's host name.
   */
  trustProxy?: boolean;
}

/** Requests bigger than this are refused with 413; no endpoint takes more than a form's worth. */
const BODY_LIMIT = 1024 * 1024;

/** The storefront server, ready for `listen` or `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT, trustProxy: options.trustProxy ?? false });
  const context: AppContext = { root: options.root, db: options.db, stores: createStoreRegistry(options.stores) };
  app.decorate('summit', context);

  useValidators(app);
  app.setErrorHandler(handleError);
  app.addHook('onRequest', csrfGuard);
  await app.register(fastifyCookie);

  coreRoutes(app);

  let storefront: Storefront | null = null;
  if (options.distDir) storefront = await serveStorefront(app, options.distDir);

  app.setNotFoundHandler((request, reply) => {
    if (storefront?.wants(request)) return storefront.send(request, reply);
    const path = request.url.split('?', 1)[0]!.slice(0, 200);
    return sendError(reply, 404, `Route ${request.method} ${path} not found`);
  });

  return app;
}
