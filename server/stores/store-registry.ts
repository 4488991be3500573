import { withoutSchemaHint } from '../../core/store/published.ts';
import type { StoreConfig } from '../../core/store/types.ts';

/** The stores the server was started with, found by id or by the request's host name. */
export interface StoreRegistry {
  readonly all: readonly StoreConfig[];
  byId(storeId: number): StoreConfig | undefined;
  /** The store that lists this host name (port stripped, any case); unknown hosts get storeId 1. */
  byHost(hostname: string): StoreConfig;
}

export const DEFAULT_STORE_ID = 1;

export function createStoreRegistry(configs: readonly StoreConfig[]): StoreRegistry {
  const stores = configs.map(withoutSchemaHint);
  const fallback = stores.find((s) => s.storeId === DEFAULT_STORE_ID) ?? stores[0];
  if (!fallback) throw new Error('no store configs: the server needs at least one stores/*.json');
  const ids = new Map(stores.map((s) => [s.storeId, s]));
  const hosts = new Map(stores.flatMap((s) => s.hosts.map((h) => [h.toLowerCase(), s] as const)));
  return {
    all: stores,
    byId: (storeId) => ids.get(storeId),
    byHost: (hostname) => hosts.get(stripPort(hostname).toLowerCase()) ?? fallback,
  };
}

/** `fr.localhost:3000` → `fr.localhost`, `[::1]:3000` → `[::1]`. */
export function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}
