import { createApiClient } from '../../core/api/client.ts';
import { storeConfig } from '../../core/api/contract.ts';
import type { StoreConfig } from '../../core/store/types.ts';

/**
 * The server inlines the host's validated store config into the page, so boot needs no
 * round trip; the dev server (plain Vite) does not, and then we ask the API by host.
 */
export async function readStoreConfig(api: ReturnType<typeof createApiClient>): Promise<StoreConfig> {
  const inline = document.getElementById('summit-store')?.textContent;
  if (inline) return JSON.parse(inline) as StoreConfig;
  return (await api.call(storeConfig, {})) as unknown as StoreConfig;
}
