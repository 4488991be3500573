import { foldText, type FaqTopic } from './faq.ts';

/** The words of a search: folded, split on anything that is not a letter or a digit. */
export function searchWords(query: string): string[] {
  return foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The topics and questions that match a search: a question matches when every word of the
 * search appears in its topic, question or answer (so that `livr retour` finds the question that
 * speaks of both). An empty search keeps everything; topics without a match are left out.
 */
export function searchFaq(topics: readonly FaqTopic[], query: string): FaqTopic[] {
  const words = searchWords(query);
  if (words.length === 0) return [...topics];
  return topics
    .map((topic) => ({ ...topic, entries: topic.entries.filter((entry) => words.every((word) => entry.searchText.includes(word))) }))
    .filter((topic) => topic.entries.length > 0);
}

export const countEntries = (topics: readonly FaqTopic[]) => topics.reduce((sum, topic) => sum + topic.entries.length, 0);
