import { describe, expect, it } from 'vitest';
import { SHARE_CHANNELS, SHARE_TYPES } from '../../../../contracts/static-blocks.ts';
import { repoStores } from '../../../test-support/test-support.ts';
import { SEED_LANGUAGES } from '../text.ts';
import type { BlockFacts } from './facts.ts';
import { FAQ, pageTextsFor, staticBlocksFor, TEXTS } from './index.ts';

const TRANSLATED = SEED_LANGUAGES.filter((language) => language !== 'en');

/** Facts with a token of their own each, so that a text's facts can be counted. */
const FACTS: BlockFacts = {
  shop: '@shop@',
  email: 'help@example.test',
  phone: '@phone@',
  hours: '@hours@',
  company: '@company@',
  address: '@address@',
  moneyBackDays: 987,
  shipsWithinHours: 654,
  deliveryFee: '@fee@',
  freeDeliveryFrom: '@free-from@',
  paymentMethods: ['@visa@', '@paypal@'],
  referralPoints: 321,
};

const counts = (text: string) =>
  Object.fromEntries(['@shop@', '@fee@', '@free-from@', '987', '654', '321', '@visa@', '@paypal@'].map((fact) => [fact, text.split(fact).length - 1]));
const tags = (html: string) => html.match(/<[^>]+>/g) ?? [];
const variables = (text: string) => (text.match(/\{\{[^}]+\}\}/g) ?? []).sort();

describe('FAQ seed', () => {
  it.each(SEED_LANGUAGES)('has 10 to 15 questions in %s, each in a topic, with the same keys as in English', (language) => {
    const faq = FAQ[language](FACTS);
    const english = FAQ.en(FACTS);
    expect(faq.entries.length).toBeGreaterThanOrEqual(10);
    expect(faq.entries.length).toBeLessThanOrEqual(15);
    expect(faq.topics.map((topic) => topic.key)).toEqual(english.topics.map((topic) => topic.key));
    expect(faq.entries.map((entry) => `${entry.topic}/${entry.key}`)).toEqual(english.entries.map((entry) => `${entry.topic}/${entry.key}`));
    for (const entry of faq.entries) {
      expect(entry.question.trim()).not.toBe('');
      expect(entry.answer).toMatch(/^<p>/);
    }
  });

  it.each(TRANSLATED)('writes the %s FAQ in its own language, with the HTML, links and facts of the English one', (language) => {
    const faq = FAQ[language](FACTS);
    const english = FAQ.en(FACTS);
    faq.topics.forEach((topic, i) => expect(topic.title).not.toBe(english.topics[i]!.title));
    faq.entries.forEach((entry, i) => {
      const en = english.entries[i]!;
      expect(entry.question, `${language} ${entry.key}`).not.toBe(en.question);
      expect(tags(entry.answer), `${language} ${entry.key}`).toEqual(tags(en.answer));
      expect(counts(entry.answer), `${language} ${entry.key}`).toEqual(counts(en.answer));
    });
  });
});

describe('share and page texts', () => {
  it.each(TRANSLATED)('say in %s what the English ones say, with the same template variables', (language) => {
    const texts = TEXTS[language](FACTS);
    const english = TEXTS.en(FACTS);
    for (const type of SHARE_TYPES) {
      for (const channel of SHARE_CHANNELS) {
        const own = texts.share[type][channel];
        const en = english.share[type][channel];
        expect(own.content, `${type} ${channel}`).not.toBe(en.content);
        expect(variables(own.content), `${type} ${channel}`).toEqual(variables(en.content));
        expect(variables(own.title), `${type} ${channel}`).toEqual(variables(en.title));
      }
    }
    expect(variables(texts.pageTexts.referral)).toEqual(['{{store.referralPoints}}', '{{store.shopShareName}}']);
    expect(counts(texts.pageTexts.header)).toEqual(counts(english.pageTexts.header));
  });
});

describe('a store’s blocks', () => {
  it('have valid, unique identifiers: the FAQ in order and the share texts of the store’s language', () => {
    const fr = repoStores().find((store) => store.code === 'fr')!;
    const blocks = staticBlocksFor(fr, 'fr');
    const identifiers = blocks.map((block) => block.identifier);
    expect(new Set(identifiers).size).toBe(identifiers.length);
    for (const identifier of identifiers) expect(identifier).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:_[a-z0-9]+(?:-[a-z0-9]+)*){2}$/);
    expect(identifiers.slice(0, 2)).toEqual(['faq_ordering_topic', 'faq_ordering_how-to-order']);
    expect(identifiers).toContain('points_email_fr');
    expect(identifiers).toContain('confirmation_twitter_fr');
    expect(blocks.find((block) => block.identifier === 'faq_delivery_cost')!.content).toContain('4,95 €');
    expect(blocks.find((block) => block.identifier === 'faq_payment_methods')!.content).toContain(
      'Carte Bancaire, Visa, Mastercard, PayPal et American Express',
    );
    expect(pageTextsFor(fr, 'fr').map((text) => text.area)).toEqual(['header', 'referral']);
  });
});
