import * as z from 'zod/mini';
import { SEARCH_TERM_MAX } from './search-paths.ts';

/*
 * The id building blocks every contract uses, so that an id means the same thing in every
 * endpoint (and a tightening reaches them all). Shared reply and body shapes are in shapes.ts.
 */

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2 ** 31 - 1;

/** An id in a JSON body: an integer 1 … 2³¹−1. */
export const id = () => z.number().check(z.int(), z.positive(), z.maximum(MAX_ID));

/** An id in a query string or a path: a number 1 … 2³¹−1 (the server coerces the text). */
export const idParam = () => z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID));

export { SEARCH_TERM_MAX };

/** A search term: up to 100 characters, not only spaces. */
export const searchTerm = () => z.string().check(z.minLength(1), z.maxLength(SEARCH_TERM_MAX), z.regex(/\S/));

/**
 * Text of one line (a name, a subject, an address): no control characters, line breaks among
 * them, nor Unicode's line and paragraph separators, which would let it pose as more lines in a
 * mail header or a log.
 */
export const SINGLE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;

/** A store id in a query string. */
export const storeIdParam = idParam;

/** A comma-separated list of ids in a query string, e.g. `1001,1002`, each at most 2³¹−1. */
export const idList = (max = 64) =>
  z.string().check(
    z.regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${max - 1}}$`)),
    z.maxLength(max * 11),
    z.refine((text) => text.split(',').every((item) => Number(item) <= MAX_ID), `Each id is at most ${MAX_ID}`),
  );
