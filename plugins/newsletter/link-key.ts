import { NEWSLETTER_CONFIRM_PARAM, NEWSLETTER_LINK_PARAMS, type NewsletterKey } from '../../contracts/newsletter.ts';

/**
 * The subscriber's key from the query of a mailed link (`?h=…&t=…`), or null when either half is
 * missing. Its form is the server's to judge: a malformed or tampered key is refused there (403).
 */
export function keyFromSearch(search: string): NewsletterKey | null {
  const query = new URLSearchParams(search);
  const hashedEmail = query.get(NEWSLETTER_LINK_PARAMS.hashedEmail)?.trim();
  const hashedToken = query.get(NEWSLETTER_LINK_PARAMS.hashedToken)?.trim();
  return hashedEmail && hashedToken ? { hashedEmail, hashedToken } : null;
}

/** The query that carries a key to the manage or unsubscribe page (`?h=…&t=…`). */
export function keySearch(key: NewsletterKey): string {
  const query = new URLSearchParams({ [NEWSLETTER_LINK_PARAMS.hashedEmail]: key.hashedEmail, [NEWSLETTER_LINK_PARAMS.hashedToken]: key.hashedToken });
  return `?${query.toString()}`;
}

/** The key of a mailed confirmation link (`?key=…`), or null when it has none; the server judges its form. */
export function confirmKeyFromSearch(search: string): string | null {
  return new URLSearchParams(search).get(NEWSLETTER_CONFIRM_PARAM)?.trim() || null;
}
