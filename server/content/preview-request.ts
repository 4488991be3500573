import type { StoreConfig } from '../../core/store/types.ts';
import { stripPort } from '../stores/store-registry.ts';

export interface RequestHosts {
  /** The request's Host (or, behind a trusted proxy, X-Forwarded-Host). */
  host: string | undefined;
  /** The Origin header, when the browser sent one. */
  origin: string | undefined;
}

/**
 * The storefront host a request comes from: its Origin's when it has one (a storefront on
 * another origin calling the API, or any cross-site request), else its Host. Null when
 * neither names a host (an opaque `Origin: null`, a missing Host).
 */
export function storefrontHost({ host, origin }: RequestHosts): string | null {
  if (origin !== undefined) {
    try {
      const { protocol, hostname } = new URL(origin);
      return protocol === 'http:' || protocol === 'https:' ? hostname.toLowerCase() : null;
    } catch {
      return null;
    }
  }
  return host ? stripPort(host).toLowerCase() : null;
}

/**
 * Whether a request may see drafts and edit mode: only when it comes from one of the store's
 * preview hosts. A shopper on the normal host gets the published version whatever the query says.
 */
export function isPreviewRequest(store: Pick<StoreConfig, 'previewHosts'>, hosts: RequestHosts): boolean {
  const found = storefrontHost(hosts);
  return found !== null && store.previewHosts.some((previewHost) => previewHost.toLowerCase() === found);
}
