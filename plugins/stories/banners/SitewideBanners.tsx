import { useSnapshot } from 'valtio';
import type { SlotEntryProps } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { sitewideBanners, type BannerPage, type SitewideBanner as Banner } from '../banner-rules.ts';
import { StoryBlocks } from '../components/StoryBlocks.tsx';
import { useDraftToken, usePreviewHost } from '../components/use-preview.ts';
import { useStoriesState } from '../deps.ts';
import { loadBlock } from '../load-story.ts';
import { editModeOn } from '../preview-rules.ts';
import type { BannersData, LoadedBlock } from './banners-data.ts';
import { DEVICES } from './banners-data.ts';
import '../stories.css';

/**
 * The store's topBannersSize (spec 02 sections 3 and 9) caps the event banner's width. Set
 * through the element's style object, which the page's CSP (style-src 'self') allows where a
 * style attribute in the server's markup is refused; the stylesheet's 1400 px holds until then.
 */
const topBannerWidth = (width: number | undefined) => (element: HTMLElement | null) => {
  if (element && width) element.style.maxWidth = `${width}px`;
};

function SitewideBanner({ banner, initial }: { banner: Banner; initial: LoadedBlock | undefined }) {
  const deps = useStoriesState();
  const { ctx, options } = deps;
  const draftToken = useDraftToken();
  const previewHost = usePreviewHost(ctx.store.previewHosts);
  const found = useRemote(
    async (signal) => (await Promise.all([loadBlock(ctx.api, ctx.store, banner.blockId, draftToken, signal), deps.loadBlockCode()]))[0],
    [banner.blockId, draftToken],
    { logger: ctx.logger, initial },
  );
  // The space the banner (a one-line strip above the header) will take, so that the page does not jump when it arrives.
  if (found.status === 'loading') return <div className={`sitewide-banner__placeholder sitewide-banner__placeholder--${banner.kind}`} aria-hidden="true" />;
  // Spec 02 section 8: a content block that is not found hides the banner's place.
  if (found.status !== 'ready' || !found.data.block) return null;
  const edit = editModeOn(found.data.version, previewHost, options.editMode);
  return (
    <div
      className={`sitewide-banner sitewide-banner--${banner.kind}`}
      ref={banner.kind === 'event' ? topBannerWidth(options.topBannersSize?.width) : undefined}
      data-testid={`sitewide-banner-${banner.kind}`}
      data-block-id={banner.blockId}
    >
      <StoryBlocks blocks={[found.data.block]} placement="sitewide" edit={edit} source={`sitewide banner ${banner.blockId}`} />
    </div>
  );
}

/**
 * The sitewide banners above the header (spec 02 section 2): the RTB strip on every page, the
 * event banner on the page types that allow it; each the content block the store names for a
 * device. Every device's banners are in the page and the stylesheet shows the window's, so the
 * server renders them all and nothing changes when the window's size is known. They follow the
 * page on screen (the last pageView; the server's page until the plugin has heard one).
 */
export default function SitewideBanners({ preloaded }: SlotEntryProps<BannersData | null>) {
  const deps = useStoriesState();
  const shown = useSnapshot(deps.page);
  const page: BannerPage | null = shown.pageType ? { pageType: shown.pageType, metadata: shown.metadata } : (preloaded?.page ?? null);
  if (!page) return null;
  const byDevice = DEVICES.map((device) => ({ device, banners: sitewideBanners(deps.options, device, page) }));
  if (byDevice.every(({ banners }) => banners.length === 0)) return null;
  return (
    <div className="sitewide-banners" data-testid="sitewide-banners">
      {byDevice.map(({ device, banners }) =>
        banners.length === 0 ? null : (
          <div
            key={device}
            className={`sitewide-banners__device sitewide-banners__device--${device}`}
            data-testid="sitewide-banners-device"
            data-kinds={banners.map((banner) => banner.kind).join(' ')}
          >
            {banners.map((banner) => (
              <SitewideBanner key={banner.blockId} banner={banner} initial={preloaded?.blocks[banner.blockId]} />
            ))}
          </div>
        ),
      )}
    </div>
  );
}
