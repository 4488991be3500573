import * as z from 'zod/mini';
import { heroFields } from '../../../contracts/stories.ts';
import type { StoryBlockProps } from '../../../contracts/story-blocks.ts';
import { BlockLink } from './BlockLink.tsx';
import { Picture } from './Picture.tsx';

/** The top of a story: a picture, the headline and a link to the store's top sale (device tag topSale). */
export function Hero({ block }: StoryBlockProps) {
  const fields = z.parse(heroFields, block.fields);
  const headingId = `story-${block.id}`;
  return (
    <section className="story-hero" aria-labelledby={headingId} data-testid="story-hero">
      <Picture image={fields.image} className="story-hero__image" sizes="(min-width: 1400px) 1376px, 100vw" eager />
      <div className="story-hero__content">
        {fields.eyebrow && <p className="story-hero__eyebrow">{fields.eyebrow}</p>}
        <h2 id={headingId} className="story-hero__headline">
          {fields.headline}
        </h2>
        {fields.text && <p className="story-hero__text">{fields.text}</p>}
        {fields.link && <BlockLink link={fields.link} tag="topSale" className="button story-hero__link" />}
      </div>
    </section>
  );
}
