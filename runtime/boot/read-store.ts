import type { StoreConfig } from '../../core/store/types.ts';

/**
 * The page's store config. The reference server inlines it (no round trip); a page served as a
 * static file (another backend, the dev server) loads the build's file for its host.
 */
export async function readStoreConfig(): Promise<StoreConfig> {
  const inline = document.getElementById('summit-store')?.textContent;
  if (inline) return JSON.parse(inline) as StoreConfig;
  const { fetchStoreFile } = await import('./store-file.ts');
  return fetchStoreFile(location.hostname);
}
