import { storeFileName } from '../../core/store/published.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { defaultStore, storeHosts } from 'virtual:summit/stores';

/**
 * The page's store config. The reference server inlines it (no round trip); a page served as a
 * static file (another backend, the dev server) loads the build's `stores/<code>.json` for its host.
 */
export async function readStoreConfig(): Promise<StoreConfig> {
  const inline = document.getElementById('summit-store')?.textContent;
  if (inline) return JSON.parse(inline) as StoreConfig;
  const code = storeHosts[location.hostname.toLowerCase()] ?? defaultStore;
  if (!code) throw new Error('this build has no store configs');
  const reply = await fetch(`${import.meta.env.BASE_URL}${storeFileName(code)}`);
  if (!reply.ok) throw new Error(`store config ${code}: HTTP ${reply.status}`);
  return (await reply.json()) as StoreConfig;
}
