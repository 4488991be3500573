import { randomInt } from 'node:crypto';

/** Letters and digits no one misreads or mishears on the phone: no 0/O, 1/I/L or U. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * What a shopper quotes on the phone about their message, e.g. `M-7KQ2-XD9H`: eight random
 * characters (about 39 bits), so that references neither follow one another nor can be guessed.
 */
export function newMessageReference(): string {
  const characters = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return `M-${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}
