/** A piece of a suggestion's text, and whether it is part of what the shopper typed. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** A character as compared: lower case, without accents (é → e, Ö → o). */
const fold = (char: string): string => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The text cut into the parts that match a typed word (case and accents aside) and the rest,
 * so the typed part can be emphasised: "ros" in "Rossignol" → [Ros][signol].
 */
export function highlightParts(text: string, term: string): TextPart[] {
  const words = [
    ...new Set(
      term
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .map((word) => [...word].map(fold).join('')),
    ),
  ];
  const chars = [...text];
  // Folding can lengthen a character (ǅ → dž): keep which character each folded position came from.
  let folded = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    const f = fold(char);
    folded += f;
    for (let i = 0; i < f.length; i++) origin.push(index);
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      for (let i = at; i < at + word.length; i++) marked[origin[i]!] = true;
    }
  }
  const parts: TextPart[] = [];
  chars.forEach((char, index) => {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[index]) last.text += char;
    else parts.push({ text: char, match: marked[index]! });
  });
  return parts;
}
