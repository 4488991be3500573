import { defaultStore, storeHosts } from 'virtual:summit/stores';
import { storeFileName } from '../../core/store/published.ts';
import type { StoreConfig } from '../../core/store/types.ts';

/** The build's `stores/<code>.json` of the store that lists this host name (storeId 1's for others). */
export async function fetchStoreFile(hostname: string): Promise<StoreConfig> {
  const code = storeHosts[hostname.toLowerCase()] ?? defaultStore;
  if (!code) throw new Error('this build has no store configs');
  const reply = await fetch(`${import.meta.env.BASE_URL}${storeFileName(code)}`);
  if (!reply.ok) throw new Error(`store config ${code}: HTTP ${reply.status}`);
  return (await reply.json()) as StoreConfig;
}
