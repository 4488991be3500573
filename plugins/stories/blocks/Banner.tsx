import * as z from 'zod/mini';
import { bannerFields } from '../../../contracts/stories.ts';
import type { StoryBlockProps } from '../../../contracts/story-blocks.ts';
import { BlockLink } from './BlockLink.tsx';

/** A line of text with a link: in a story, or as the sitewide strip above the header (a top banner: device tag topBanner). */
export function Banner({ block, placement }: StoryBlockProps) {
  const fields = z.parse(bannerFields, block.fields);
  const sitewide = placement === 'sitewide';
  return (
    <div
      className={`story-banner story-banner--${fields.tone}${sitewide ? ' story-banner--strip' : ''}`}
      data-testid={sitewide ? 'sitewide-strip' : 'story-banner'}
    >
      <p className="story-banner__text">{fields.text}</p>
      {fields.link && <BlockLink link={fields.link} tag={sitewide ? 'topBanner' : undefined} className="story-banner__link" />}
    </div>
  );
}
