import type { StoryBlock, StoryVersion } from '../../../contracts/stories.ts';
import type { SlotLoader } from '../../../core/plugin-api.ts';
import { sitewideBanners, type BannerPage } from '../banner-rules.ts';
import type { StoriesDeps } from '../deps.ts';
import { loadBlock } from '../load-story.ts';
import { previewRequested } from '../preview-rules.ts';
import type { Device } from '../device.ts';

export const DEVICES: readonly Device[] = ['desktop', 'tablet', 'mobile'];

export interface LoadedBlock {
  block: StoryBlock | null;
  version: StoryVersion;
}

/** The first page's banners: the page they were chosen for, and every device's blocks. */
export interface BannersData {
  page: BannerPage;
  blocks: Record<string, LoadedBlock>;
}

/**
 * The sitewide banners of the first page, every device's, with the blocks' code: the server
 * renders them in place. An editor's preview is left to the browser (it alone knows the host).
 */
export function bannersLoader(deps: StoriesDeps): SlotLoader<BannersData | null> {
  const { ctx, options } = deps;
  return async ({ resolution, signal }) => {
    if (!resolution || previewRequested(resolution.search)) return undefined;
    const page: BannerPage = { pageType: resolution.pageType, metadata: resolution.metadata };
    const ids = [...new Set(DEVICES.flatMap((device) => sitewideBanners(options, device, page).map((banner) => banner.blockId)))];
    if (ids.length === 0) return null;
    const [loaded] = await Promise.all([Promise.all(ids.map((id) => loadBlock(ctx.api, ctx.store, id, null, signal))), deps.loadBlockCode()]);
    return { page, blocks: Object.fromEntries(ids.map((id, index) => [id, loaded[index]!])) };
  };
}
