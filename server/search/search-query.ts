import type { Db } from '../db/db.ts';

/** A term's words as typed: lower-cased, letters and digits only, at most 8 words of 40 characters. */
export function termWords(term: string): string[] {
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((word) => word.slice(0, 40));
}

/**
 * The tsquery text for words as the index knows them: every word a prefix (`ros:*`), all of them
 * required. Only letters and digits reach it, so a term cannot inject tsquery syntax.
 */
export function prefixQuery(words: string[]): string | null {
  const safe = words.flatMap((word) => word.split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  return safe.length ? safe.map((word) => `${word}:*`).join(' & ') : null;
}

interface WordRow {
  word: string;
  known: boolean;
  nearest: string | null;
}

/**
 * A term as the index reads it: its words without accents (as indexed), and each word that no
 * indexed word of the language begins with replaced by the nearest indexed word by trigram
 * similarity, when one is similar enough (a typo: "rosignol" → "rossignol").
 */
export async function indexQuery(db: Db, language: string, term: string): Promise<string | null> {
  const words = termWords(term);
  if (!words.length) return null;
  const rows = await db.query<WordRow>(
    `SELECT u.word,
            EXISTS (SELECT 1 FROM search_words s
                     WHERE s.language = $2 AND s.word ~>=~ u.word AND s.word ~<~ (u.word || chr(1114111))) AS known,
            CASE WHEN length(u.word) >= 4 THEN
              (SELECT s.word FROM search_words s
                WHERE s.language = $2 AND s.word % u.word
                ORDER BY s.word <-> u.word, s.word LIMIT 1)
            END AS nearest
       FROM unnest($1::text[]) WITH ORDINALITY AS typed(word_as_typed, position),
            LATERAL (SELECT unaccent(typed.word_as_typed) AS word) u
      ORDER BY typed.position`,
    [words, language],
  );
  return prefixQuery(rows.map((row) => (row.known || row.nearest === null ? row.word : row.nearest)));
}
