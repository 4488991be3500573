import { useSnapshot } from 'valtio';
import { useDevice } from '../use-device.ts';
import { useRemote } from '../../../core/ui/use-remote.ts';
import { TOP_BANNER_SIZE } from '../../../contracts/stories.ts';
import { sitewideBanners, type SitewideBanner as Banner } from '../banner-rules.ts';
import { StoryBlocks } from '../components/StoryBlocks.tsx';
import { usePreviewHost, usePreviewRequested } from '../components/use-preview.ts';
import type { StoriesDeps } from '../deps.ts';
import { loadBlock } from '../load-story.ts';
import { editModeOn } from '../preview-rules.ts';
import '../stories.css';

function SitewideBanner({ deps, banner }: { deps: StoriesDeps; banner: Banner }) {
  const { ctx, options } = deps;
  const draft = usePreviewRequested();
  const previewHost = usePreviewHost(ctx.store.previewHosts);
  const found = useRemote(
    async (signal) => (await Promise.all([loadBlock(ctx.api, ctx.store, banner.blockId, draft, signal), deps.loadBlockCode()]))[0],
    [banner.blockId, draft],
    { logger: ctx.logger },
  );
  if (found.status === 'loading') {
    // The space the banner will take, so that the page does not jump when it arrives.
    const size = options.topBannersSize ?? TOP_BANNER_SIZE;
    const style = banner.kind === 'event' ? { aspectRatio: `${size.width} / ${size.height}` } : undefined;
    return <div className={`sitewide-banner__placeholder sitewide-banner__placeholder--${banner.kind}`} style={style} aria-hidden="true" />;
  }
  // Spec 02 section 8: a content block that is not found hides the banner's place.
  if (found.status !== 'ready' || !found.data.block) return null;
  const edit = editModeOn(found.data.version, previewHost, options.editMode);
  return (
    <div className={`sitewide-banner sitewide-banner--${banner.kind}`} data-testid={`sitewide-banner-${banner.kind}`} data-block-id={banner.blockId}>
      <StoryBlocks deps={deps} blocks={[found.data.block]} placement="sitewide" edit={edit} source={`sitewide banner ${banner.blockId}`} />
    </div>
  );
}

/**
 * The sitewide banners above the header (spec 02 section 2): the RTB strip on every page, the
 * event banner on the page types that allow it; each the content block the store names for the
 * window's device. They follow the page on screen (the last pageView).
 */
export function createComponent(deps: StoriesDeps) {
  return function SitewideBanners() {
    const page = useSnapshot(deps.page);
    const device = useDevice();
    if (!page.pageType) return null;
    const banners = sitewideBanners(deps.options, device, { pageType: page.pageType, metadata: page.metadata });
    if (banners.length === 0) return null;
    return (
      <div className="sitewide-banners" data-testid="sitewide-banners" data-kinds={banners.map((banner) => banner.kind).join(' ')}>
        {banners.map((banner) => (
          <SitewideBanner key={banner.blockId} deps={deps} banner={banner} />
        ))}
      </div>
    );
  };
}
