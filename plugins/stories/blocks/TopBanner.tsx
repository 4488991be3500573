import * as z from 'zod/mini';
import { topBannerFields } from '../../../contracts/stories.ts';
import type { StoryBlockProps } from '../../../contracts/story-blocks.ts';
import { BlockLink } from './BlockLink.tsx';
import { Picture } from './Picture.tsx';

/**
 * The event banner. In a page's story: a 1400x445 picture with the sale's headline, all of it one
 * link (device tag topBanner). Above the header of the shopping pages (sitewide): a slim strip, the
 * headline and the link on one line, so that the page's own content (a product's name, price and
 * Add to basket) stays on the first screen.
 */
export function TopBanner({ block, placement }: StoryBlockProps) {
  const fields = z.parse(topBannerFields, block.fields);
  if (placement === 'sitewide') {
    return (
      <BlockLink link={fields.link} tag="topBanner" className="top-banner top-banner--compact" data-testid="top-banner">
        <span className="top-banner__headline">{fields.headline}</span>
        <span className="top-banner__cta">{fields.link.label}</span>
      </BlockLink>
    );
  }
  return (
    <BlockLink link={fields.link} tag="topBanner" className="top-banner" data-testid="top-banner">
      <Picture image={fields.image} className="top-banner__image" sizes="(min-width: 1400px) 1400px, 100vw" eager />
      <span className="top-banner__content">
        <span className="top-banner__headline">{fields.headline}</span>
        {fields.text && <span className="top-banner__text">{fields.text}</span>}
        <span className="top-banner__cta">{fields.link.label}</span>
      </span>
    </BlockLink>
  );
}
