import { sizeGuide, sizeGuideIdentifier, type SizeGuide } from '../../../contracts/size-guide.ts';
import { type ApiClient, ApiError, type PageResolution, type StoreConfig } from '../../../core/plugin-api.ts';

/** One size guide of the store by identifier; a 404 ApiError for what cannot be one. */
export function fetchSizeGuide(api: ApiClient, store: Pick<StoreConfig, 'storeId'>, identifier: string | null, signal?: AbortSignal): Promise<SizeGuide> {
  if (identifier === null) return Promise.reject(new ApiError(sizeGuide.name, 404, 'not a size guide'));
  return api.call(sizeGuide, { query: { storeId: store.storeId, identifier }, signal });
}

/** The size guide page's data: the guide its path names (spec 01 section 2: the path without its leading slash). */
export function loadSizeGuide(
  api: ApiClient,
  store: Pick<StoreConfig, 'storeId'>,
  resolution: Pick<PageResolution, 'path'>,
  signal?: AbortSignal,
): Promise<SizeGuide> {
  return fetchSizeGuide(api, store, sizeGuideIdentifier(resolution.path), signal);
}
