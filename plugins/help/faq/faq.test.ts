import { describe, expect, it } from 'vitest';
import type { StaticBlock } from '../../../contracts/static-blocks.ts';
import { buildFaq, foldText, searchableText } from './faq.ts';
import { countEntries, searchFaq, searchWords } from './faq-search.ts';

const block = (identifier: string, renderTemplate: string, title: string, content: string): StaticBlock => ({ identifier, renderTemplate, title, content });

const BLOCKS = [
  block('faq_delivery_topic', 'faq_topic', 'Livraison', '<p>Frais, délais et suivi.</p>'),
  block('faq_delivery_cost', 'faq_entry', 'Combien coûte la livraison ?', '<p>La livraison coûte 4,95&nbsp;€ et elle est offerte dès 60,00 €.</p>'),
  block('faq_delivery_tracking', 'faq_entry', 'Comment suivre mon colis ?', '<p>Nous vous envoyons un <a href="/x">lien de suivi</a> par e-mail.</p>'),
  block('faq_returns_topic', 'faq_topic', 'Retours et remboursements', '<p>Renvoyer un produit.</p>'),
  block('faq_returns_how-to-return', 'faq_entry', 'Comment retourner un produit ?', '<p>Vous avez 14 jours &amp; une étiquette prépayée.</p>'),
  block('faq_empty_topic', 'faq_topic', 'Sans questions', '<p>Rien.</p>'),
  block('faq_loose_question', 'default', 'A question without a topic block', '<p>Still shown.</p>'),
];

describe('buildFaq', () => {
  it('groups the questions under their topics, in the blocks’ order, and leaves out topics without questions', () => {
    const faq = buildFaq(BLOCKS);
    expect(faq.map((topic) => [topic.key, topic.title, topic.intro, topic.entries.map((entry) => entry.id)])).toEqual([
      ['delivery', 'Livraison', 'Frais, délais et suivi.', ['faq_delivery_cost', 'faq_delivery_tracking']],
      ['returns', 'Retours et remboursements', 'Renvoyer un produit.', ['faq_returns_how-to-return']],
      ['loose', '', '', ['faq_loose_question']],
    ]);
    expect(faq[0]!.entries[0]!.question).toBe('Combien coûte la livraison ?');
  });

  it('reads the words of an answer for search, without its tags, entities or accents', () => {
    expect(searchableText('<p>Vous avez 14 jours &amp; une <a href="/x">étiquette</a>.</p>')).toBe('Vous avez 14 jours & une étiquette .');
    expect(foldText('Étiquette PRÉPAYÉE')).toBe('etiquette prepayee');
  });
});

describe('searchFaq', () => {
  const faq = buildFaq(BLOCKS);
  const ids = (query: string) => searchFaq(faq, query).flatMap((topic) => topic.entries.map((entry) => entry.id));

  it('keeps everything for an empty search', () => {
    expect(searchFaq(faq, '  ')).toEqual(faq);
    expect(countEntries(searchFaq(faq, ''))).toBe(4);
  });

  it('finds questions by their question, answer or topic, whatever the accents and case', () => {
    expect(ids('colis')).toEqual(['faq_delivery_tracking']);
    expect(ids('ETIQUETTE prepayee')).toEqual(['faq_returns_how-to-return']);
    expect(ids('livraison')).toEqual(['faq_delivery_cost', 'faq_delivery_tracking']);
    expect(ids('4,95')).toEqual(['faq_delivery_cost']);
  });

  it('matches words as they are typed (the start of a word finds it) and needs every word', () => {
    expect(ids('rembours')).toEqual(['faq_returns_how-to-return']);
    expect(ids('suivi lien')).toEqual(['faq_delivery_tracking']);
    expect(ids('suivi retour')).toEqual([]);
  });

  it('gives no topic when nothing matches', () => {
    expect(searchFaq(faq, 'snowboard wax')).toEqual([]);
    expect(searchWords('  Où est-ce ? ')).toEqual(['ou', 'est', 'ce']);
  });
});
