import type { StoreConfig } from '../../../../core/store/types.ts';
import { SHARE_CHANNELS, SHARE_TYPES, shareTextIdentifier, staticBlockIdentifier } from '../../../../contracts/static-blocks.ts';
import type { SeedLanguage } from '../text.ts';
import { blockFacts, type BlockFacts, type BlockTextsSeed, type FaqSeed } from './facts.ts';
import { faqDa } from './faq-da.ts';
import { faqDe } from './faq-de.ts';
import { faqEn } from './faq-en.ts';
import { faqEs } from './faq-es.ts';
import { faqFr } from './faq-fr.ts';
import { faqSv } from './faq-sv.ts';
import { textsDa } from './texts-da.ts';
import { textsDe } from './texts-de.ts';
import { textsEn } from './texts-en.ts';
import { textsEs } from './texts-es.ts';
import { textsFr } from './texts-fr.ts';
import { textsSv } from './texts-sv.ts';

export const FAQ: Record<SeedLanguage, (f: BlockFacts) => FaqSeed> = { en: faqEn, fr: faqFr, de: faqDe, da: faqDa, es: faqEs, sv: faqSv };
export const TEXTS: Record<SeedLanguage, (f: BlockFacts) => BlockTextsSeed> = { en: textsEn, fr: textsFr, de: textsDe, da: textsDa, es: textsEs, sv: textsSv };

/** How the help plugin tells a topic of the FAQ from a question (the blocks' render template). */
export const FAQ_TOPIC_TEMPLATE = 'faq_topic';
export const FAQ_ENTRY_TEMPLATE = 'faq_entry';

export interface StaticBlockSeed {
  identifier: string;
  renderTemplate: string;
  title: string;
  content: string;
  position: number;
}

export interface PageTextSeed {
  area: 'header' | 'referral';
  content: string;
}

/**
 * A store's static blocks in its language: the FAQ (a topic block `faq_<topic>_topic`, then its
 * questions `faq_<topic>_<question>`, in order) and the share texts `<type>_<channel>_<language>`
 * of the store's own language (the storefront asks for `ctx.store.language`).
 */
export function staticBlocksFor(store: StoreConfig, language: SeedLanguage): StaticBlockSeed[] {
  const facts = blockFacts(store);
  const faq = FAQ[language](facts);
  const blocks: StaticBlockSeed[] = [];
  for (const topic of faq.topics) {
    blocks.push({
      identifier: staticBlockIdentifier('faq', topic.key, 'topic'),
      renderTemplate: FAQ_TOPIC_TEMPLATE,
      title: topic.title,
      content: `<p>${topic.intro}</p>`,
      position: blocks.length,
    });
    for (const entry of faq.entries.filter((e) => e.topic === topic.key)) {
      blocks.push({
        identifier: staticBlockIdentifier('faq', topic.key, entry.key),
        renderTemplate: FAQ_ENTRY_TEMPLATE,
        title: entry.question,
        content: entry.answer,
        position: blocks.length,
      });
    }
  }
  const texts = TEXTS[language](facts);
  for (const type of SHARE_TYPES) {
    for (const channel of SHARE_CHANNELS) {
      const { title, content } = texts.share[type][channel];
      blocks.push({ identifier: shareTextIdentifier(type, channel, store.language), renderTemplate: `share_${channel}`, title, content, position: 0 });
    }
  }
  return blocks;
}

export function pageTextsFor(store: StoreConfig, language: SeedLanguage): PageTextSeed[] {
  const { pageTexts } = TEXTS[language](blockFacts(store));
  return [
    { area: 'header', content: pageTexts.header },
    { area: 'referral', content: pageTexts.referral },
  ];
}
