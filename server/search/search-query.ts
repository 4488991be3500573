import type { Db } from '../db/db.ts';

/** A term's words as typed: lower-cased, letters and digits only, at most 8 words of 40 characters. */
export function termWords(term: string): string[] {
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((word) => word.slice(0, 40));
}

/**
 * A term as the index reads it (migration 0009: each word without accents, typos corrected, a
 * prefix), as tsquery text; null when the term has no word.
 */
export async function indexQuery(db: Db, language: string, term: string): Promise<string | null> {
  const words = termWords(term);
  if (!words.length) return null;
  const [row] = await db.query<{ text: string | null }>('SELECT search_prefix_query(search_resolve_words($1, $2::text[])) AS text', [language, words]);
  return row?.text ?? null;
}
