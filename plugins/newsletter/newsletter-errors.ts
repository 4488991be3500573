import { ApiError } from '../../core/plugin-api.ts';

/**
 * Spec 02 section 8: every newsletter reply carries an errors list; a non-empty list means the
 * call failed (and changed nothing), and is shown as it is.
 */
export class NewsletterFailure extends Error {
  constructor(readonly messages: readonly string[]) {
    super(messages.join(' '));
    this.name = 'NewsletterFailure';
  }
}

/** The reply when its errors list is empty; otherwise throws the list. */
export function withoutErrors<R extends { errors: readonly string[] }>(reply: R): R {
  if (reply.errors.length > 0) throw new NewsletterFailure(reply.errors);
  return reply;
}

/** A mailed key the server refuses (wrong, outdated or tampered: 403) or cannot read (malformed: 400). */
export function isRefusedLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 400);
}

/**
 * What to show for a failed call: the reply's errors list (the server writes it in the store's
 * language), or `fallback` (a network failure, a refused request: texts of ours, translated).
 */
export function failureMessages(error: unknown, fallback: string): readonly string[] {
  return error instanceof NewsletterFailure ? error.messages : [fallback];
}

/** A load by mailed key: the data, a refused key, or a reply whose errors list says it failed. */
export type KeyedLoad<T> = { kind: 'ok'; data: T } | { kind: 'refused' } | { kind: 'failed'; messages: readonly string[] };

/** Runs a load by mailed key; a network failure still throws (the page offers to try again). */
export async function loadByKey<T>(load: () => Promise<T>): Promise<KeyedLoad<T>> {
  try {
    return { kind: 'ok', data: await load() };
  } catch (error) {
    if (isRefusedLink(error)) return { kind: 'refused' };
    if (error instanceof NewsletterFailure) return { kind: 'failed', messages: error.messages };
    throw error;
  }
}
