import type { ApiClient, StoreConfig } from '../../core/plugin-api.ts';
import { integrationStoryblok, storyblokBlock, storyblokStory, type Story, type StoryBlock, type StoryVersion } from '../../contracts/stories.ts';

type Store = Pick<StoreConfig, 'storeId' | 'language'>;

/** An editor's preview token asks for the draft (the server decides whether it opens it); null asks for the published version. */
export type DraftToken = string | null;

const contentQuery = (store: Store, id: string, draftToken: DraftToken) => ({
  id,
  storeId: store.storeId,
  lang: store.language.toLowerCase(),
  ...(draftToken ? { edit: '1' as const, preview: draftToken } : {}),
});

/** A page's story in the store's language, the draft when a preview token asks for it; null when there is none. */
export async function loadStory(api: ApiClient, store: Store, id: string, draftToken: DraftToken, signal: AbortSignal): Promise<Story | null> {
  const { story } = await api.call(storyblokStory, { query: contentQuery(store, id, draftToken), signal });
  return story;
}

/** A content block by id (a sitewide banner), with the version the server sent. */
export async function loadBlock(
  api: ApiClient,
  store: Store,
  id: string,
  draftToken: DraftToken,
  signal: AbortSignal,
): Promise<{ block: StoryBlock | null; version: StoryVersion }> {
  return api.call(storyblokBlock, { query: contentQuery(store, id, draftToken), signal });
}

/** The store's CMS integration as the server sees this request and preview token (whether it may edit, the space). */
export function loadIntegration(api: ApiClient, store: Store, previewToken: string | null, signal: AbortSignal) {
  return api.call(integrationStoryblok, { params: { storeId: store.storeId }, query: previewToken ? { preview: previewToken } : {}, signal });
}
