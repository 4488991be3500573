import { identifierPart, type StaticBlock } from '../../../contracts/static-blocks.ts';

/** The render templates the FAQ's blocks carry: a topic, or one of its questions. */
export const FAQ_TOPIC = 'faq_topic';

/** The family of blocks the FAQ is built from (faq_<topic>_<question>). */
export const FAQ_BLOCKS = 'faq_*';

export interface FaqEntry {
  /** The block's identifier, also the entry's id in the page. */
  id: string;
  question: string;
  block: StaticBlock;
  /** What search matches: the topic, the question and the answer's words, without accents or case. */
  searchText: string;
}

export interface FaqTopic {
  key: string;
  /** '' for questions whose topic has no block of its own. */
  title: string;
  intro: string;
  entries: FaqEntry[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The words of an answer, for search only (it is never shown: answers are shown by the
 * content-blocks service, sanitised). Tags become spaces, common entities their characters.
 */
export function searchableText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case, without accents: `Livraison offerte` and `livraison OFFERTE` match, `é` matches `e`. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The FAQ's blocks (in their order) as topics of questions, in the order of their first block. */
export function buildFaq(blocks: readonly StaticBlock[]): FaqTopic[] {
  const topics = new Map<string, FaqTopic>();
  const topicOf = (key: string) => {
    let topic = topics.get(key);
    if (!topic) {
      topic = { key, title: '', intro: '', entries: [] };
      topics.set(key, topic);
    }
    return topic;
  };
  for (const block of blocks) {
    const topic = topicOf(identifierPart(block.identifier, 1) || 'other');
    if (block.renderTemplate === FAQ_TOPIC) {
      topic.title = block.title;
      topic.intro = searchableText(block.content);
    } else if (block.title.trim()) {
      topic.entries.push({ id: block.identifier, question: block.title, block, searchText: '' });
    }
  }
  const built = [...topics.values()].filter((topic) => topic.entries.length > 0);
  for (const topic of built) {
    for (const entry of topic.entries) entry.searchText = foldText(`${topic.title} ${entry.question} ${searchableText(entry.block.content)}`);
  }
  return built;
}
