import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * The deepest nesting of arrays and objects a JSON body may have. No contract nests beyond a
 * handful of levels; the limit leaves room for free-form tracking data and stops bodies whose
 * depth alone would exhaust the stack of a recursive walker (12,000 levels fit in 24 KB).
 */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text nests arrays and objects deeper than `max`, read without recursion or parsing. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) depth -= 1;
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Fastify's JSON parser (with its prototype-poisoning checks), after a depth check on the raw
 * text: a body nested too deep is refused with 400 before it is parsed or reaches any route.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new HttpError(400, `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
    parseJson(request, text, done);
  });
}
