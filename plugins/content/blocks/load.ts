import { pageText, staticBlocks, type PageTextArea, type PageTextItem, type StaticBlock } from '../../../contracts/static-blocks.ts';
import type { ApiClient, StoreConfig } from '../../../core/plugin-api.ts';

/** The store's blocks of an identifier or a family (`faq_*`); an empty list when it has none. */
export function loadStaticBlocks(api: ApiClient, store: Pick<StoreConfig, 'storeId'>, identifier: string, signal?: AbortSignal): Promise<StaticBlock[]> {
  return api.call(staticBlocks, { query: { storeId: store.storeId, identifier }, signal });
}

/** The store's live texts of an area. */
export async function loadPageTexts(api: ApiClient, store: Pick<StoreConfig, 'storeId'>, area: PageTextArea, signal?: AbortSignal): Promise<PageTextItem[]> {
  return (await api.call(pageText, { query: { area, storeId: store.storeId }, signal })).items;
}
