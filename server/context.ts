import type { FastifyRequest } from 'fastify';
import type { StoreConfig } from '../core/store/types.ts';
import type { Db } from './db/db.ts';
import type { StoreRegistry } from './stores/store-registry.ts';

/** What route modules and request helpers share; decorated onto the Fastify instance as `summit`. */
export interface AppContext {
  root: string;
  db: Db;
  stores: StoreRegistry;
}

declare module 'fastify' {
  interface FastifyInstance {
    summit: AppContext;
  }
}

/** The store of a request: by its Host header (port stripped), storeId 1 for unknown hosts. */
export function requestStore(request: FastifyRequest): StoreConfig {
  return request.server.summit.stores.byHost(request.host ?? '');
}
