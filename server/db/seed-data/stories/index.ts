import type { StoreConfig } from '../../../../core/store/types.ts';
import { storeFacts } from '../cms/facts.ts';
import type { SeedLanguage } from '../text.ts';
import { HOME_TEXTS } from './home-texts.ts';
import { SEASON_TEXTS } from './season-texts.ts';

/*
 * The demo's CMS stories, per store in its language: the home story (hero, banner to a flash
 * sale, a carousel of real products, rich text) with a draft that differs from the published
 * version, the new-season story that preview hosts show at /new*, the ski flash sale's landing
 * story, and the sitewide banners (a text strip, and the ski boots price drop as the top banner).
 */

export interface StoredBlock {
  id: string;
  type: string;
  fields: Record<string, unknown>;
}

export interface SeedStory {
  slug: string;
  name: string;
  published: { blocks: StoredBlock[] } | null;
  draft: { blocks: StoredBlock[] } | null;
}

export interface SeedStoryBlock {
  blockId: string;
  published: StoredBlock;
  draft: StoredBlock | null;
}

/** Pictures drawn by scripts/make-story-images.ts (no words in them: the blocks' texts are HTML). */
export const STORY_IMAGES = {
  hero: {
    src: '/media/stories/members-ski-sales.webp',
    width: 1600,
    height: 640,
    variants: [{ src: '/media/stories/members-ski-sales-800.webp', width: 800 }],
  },
  newSeason: { src: '/media/stories/new-season.webp', width: 1600, height: 640, variants: [{ src: '/media/stories/new-season-800.webp', width: 800 }] },
  topBanner: {
    src: '/media/stories/boots-price-drop.webp',
    width: 1400,
    height: 445,
    variants: [{ src: '/media/stories/boots-price-drop-700.webp', width: 700 }],
  },
} as const;

/** The block ids of the sitewide banners (stores/base.json names them in the stories plugin's options). */
export const SITEWIDE_BANNER_BLOCKS = {
  rtb: { desktop: 'rtb-desktop', tablet: 'rtb-tablet', mobile: 'rtb-mobile' },
  event: { desktop: 'event-top-desktop', tablet: 'event-top-tablet', mobile: 'event-top-mobile' },
} as const;

/** Real products of the seed catalog: skis and boots for the home, new-season clothing for /new. */
export const HOME_CAROUSEL_PRODUCTS = [1001, 1002, 1003, 1012, 1004, 1005, 1009];
export const NEW_SEASON_PRODUCTS = [1016, 1017, 1018];

const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function filler(store: StoreConfig): (template: string, html?: boolean) => string {
  const facts = storeFacts(store);
  const values: Record<string, string> = { shop: facts.shop, hours: String(facts.shipsWithinHours), days: String(facts.moneyBackDays) };
  return (template, html = false) => template.replace(/\{(shop|hours|days)\}/g, (_, key: string) => (html ? escapeHtml(values[key]!) : values[key]!));
}

function homeStory(store: StoreConfig, lang: SeedLanguage): SeedStory {
  const t = HOME_TEXTS[lang];
  const fill = filler(store);
  const hero = (texts: { eyebrow: string; headline: string; text: string }): StoredBlock => ({
    id: 'home-hero',
    type: 'hero',
    fields: {
      eyebrow: texts.eyebrow,
      headline: texts.headline,
      text: fill(texts.text),
      image: { ...STORY_IMAGES.hero, alt: t.hero.alt },
      link: { label: t.hero.link, url: '/event/ski-flash-sale' },
    },
  });
  const rest: StoredBlock[] = [
    {
      id: 'home-flash-banner',
      type: 'banner',
      fields: { text: t.banner.text, link: { label: t.banner.link, url: '/event/new-season-clothing' }, tone: 'accent' },
    },
    { id: 'home-ski-carousel', type: 'product-carousel', fields: { title: t.carousel, productIds: HOME_CAROUSEL_PRODUCTS } },
    { id: 'home-how-it-works', type: 'rich-text', fields: { html: fill(t.richText, true) } },
  ];
  return { slug: 'home', name: 'Home', published: { blocks: [hero(t.hero), ...rest] }, draft: { blocks: [hero(t.draftHero), ...rest] } };
}

function newSeasonStory(lang: SeedLanguage): SeedStory {
  const t = SEASON_TEXTS[lang].newSeason;
  const blocks = (headline: string): StoredBlock[] => [
    {
      id: 'new-hero',
      type: 'hero',
      fields: {
        eyebrow: t.eyebrow,
        headline,
        text: t.text,
        image: { ...STORY_IMAGES.newSeason, alt: t.alt },
        link: { label: t.link, url: '/event/new-season-clothing' },
      },
    },
    { id: 'new-carousel', type: 'product-carousel', fields: { title: t.carousel, productIds: NEW_SEASON_PRODUCTS } },
  ];
  return { slug: 'new', name: 'New season', published: { blocks: blocks(t.headline) }, draft: { blocks: blocks(t.draftHeadline) } };
}

function flashSaleStory(lang: SeedLanguage): SeedStory {
  const banner: StoredBlock = { id: 'ski-flash-extra', type: 'banner', fields: { text: SEASON_TEXTS[lang].flashSaleExtra, tone: 'accent' } };
  return { slug: 'event/ski-flash-sale', name: 'Ski flash sale landing', published: { blocks: [banner] }, draft: null };
}

export function storiesFor(store: StoreConfig, lang: SeedLanguage): SeedStory[] {
  return [homeStory(store, lang), newSeasonStory(lang), flashSaleStory(lang)];
}

export function storyBlocksFor(store: StoreConfig, lang: SeedLanguage): SeedStoryBlock[] {
  const { strip, topBanner } = SEASON_TEXTS[lang];
  const fill = filler(store);
  const stripBlock = (id: string, text: string, label: string): StoredBlock => ({
    id,
    type: 'banner',
    fields: { text: fill(text), link: { label, url: '/event/ski-flash-sale' }, tone: 'dark' },
  });
  const topBlock = (id: string, headline: string, withText: boolean): StoredBlock => ({
    id,
    type: 'top-banner',
    fields: {
      headline,
      ...(withText ? { text: topBanner.text } : {}),
      image: { ...STORY_IMAGES.topBanner, alt: topBanner.alt },
      link: { label: topBanner.link, url: '/event/boot-price-drop' },
    },
  });
  const { rtb, event } = SITEWIDE_BANNER_BLOCKS;
  return [
    { blockId: rtb.desktop, published: stripBlock(rtb.desktop, strip.long, strip.link), draft: null },
    { blockId: rtb.tablet, published: stripBlock(rtb.tablet, strip.long, strip.link), draft: null },
    { blockId: rtb.mobile, published: stripBlock(rtb.mobile, strip.short, strip.shortLink), draft: null },
    ...[event.desktop, event.tablet, event.mobile].map((id) => ({
      blockId: id,
      published: topBlock(id, topBanner.headline, id !== event.mobile),
      draft: topBlock(id, topBanner.draftHeadline, id !== event.mobile),
    })),
  ];
}
