import type { ApiClient, StoreConfig } from '../../core/plugin-api.ts';
import { integrationStoryblok, storyblokBlock, storyblokStory, type Story, type StoryBlock, type StoryVersion } from '../../contracts/stories.ts';

type Store = Pick<StoreConfig, 'storeId' | 'language'>;

const contentQuery = (store: Store, id: string, draft: boolean) => ({
  id,
  storeId: store.storeId,
  lang: store.language.toLowerCase(),
  ...(draft ? { edit: '1' as const } : {}),
});

/** A page's story in the store's language, the draft when asked for (the server decides whether this host may see it); null when there is none. */
export async function loadStory(api: ApiClient, store: Store, id: string, draft: boolean, signal: AbortSignal): Promise<Story | null> {
  const { story } = await api.call(storyblokStory, { query: contentQuery(store, id, draft), signal });
  return story;
}

/** A content block by id (a sitewide banner), with the version the server sent. */
export async function loadBlock(
  api: ApiClient,
  store: Store,
  id: string,
  draft: boolean,
  signal: AbortSignal,
): Promise<{ block: StoryBlock | null; version: StoryVersion }> {
  return api.call(storyblokBlock, { query: contentQuery(store, id, draft), signal });
}

/** The store's CMS integration as the server sees this request (whether it may edit, the space). */
export function loadIntegration(api: ApiClient, store: Store, signal: AbortSignal) {
  return api.call(integrationStoryblok, { params: { storeId: store.storeId }, signal });
}
