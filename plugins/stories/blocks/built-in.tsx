import type { BlockComponent } from '../registry.ts';
import { Banner } from './Banner.tsx';
import { Hero } from './Hero.tsx';
import { ProductCarousel } from './ProductCarousel.tsx';
import { RichText } from './RichText.tsx';
import { TopBanner } from './TopBanner.tsx';
import '../stories.css';

/** The block types Summit ships, in one chunk that loads with the first story or banner on screen. */
export function createBlock(type: string): BlockComponent {
  switch (type) {
    case 'hero':
      return Hero;
    case 'banner':
      return Banner;
    case 'top-banner':
      return TopBanner;
    case 'product-carousel':
      return ProductCarousel;
    case 'rich-text':
      return RichText;
    default:
      throw new Error(`no built-in block type ${type}`);
  }
}
