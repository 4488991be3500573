import type { NewsletterKey, NewsletterSubscribeBody } from '../../contracts/newsletter.ts';

/*
 * The bodies of newsletter-subscribe (spec 02 sections 5 and 7): (a) a guest's address from the
 * footer, (b) the manage and unsubscribe pages with the mailed key, (c) a signed-in member.
 * Unsubscribing sends only the subscribe flag; subscribing sends the sports joined by comma and
 * the frequency.
 */

/** What the subscriber chose: on with sports and a frequency, or off. */
export type SubscriptionChoice = { subscribe: true; sports: Iterable<number>; frequency: number } | { subscribe: false };

/** Flags are 0 or 1 in bodies (spec 02 section 7). */
export const toFlag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** Sport ids joined by comma, ascending and once each ("1,4"). */
export function joinSports(sports: Iterable<number>): string {
  return [...new Set(sports)].sort((a, b) => a - b).join(',');
}

/** (a) The footer form: the address, the store and the page. */
export function guestSubscribeBody(email: string, storeId: number, referrer: string): NewsletterSubscribeBody {
  return { email: email.trim(), store_id: storeId, referrer };
}

/** (b) With the mailed key. */
export function keySubscribeBody(key: NewsletterKey, storeId: number, choice: SubscriptionChoice, referrer: string): NewsletterSubscribeBody {
  const base = { hashedEmail: key.hashedEmail, hashedToken: key.hashedToken, store_id: storeId, referrer };
  if (!choice.subscribe) return { ...base, subscribe: 0 };
  return { ...base, subscribe: 1, sports: joinSports(choice.sports), frequency: choice.frequency };
}

export interface MemberFacts {
  storeId: number;
  /** The session's gender id (the sales the newsletter shows), null when unknown. */
  gender: number | null;
}

/** (c) A signed-in member; subscribing marks the newsletter action taken (the double opt-in popup then asks to confirm). */
export function memberSubscribeBody(member: MemberFacts, choice: SubscriptionChoice, referrer: string): NewsletterSubscribeBody {
  if (!choice.subscribe) return { subscribe: 0, store_id: member.storeId, referrer };
  return {
    subscribe: 1,
    gender: member.gender,
    sports: joinSports(choice.sports),
    frequency: choice.frequency,
    store_id: member.storeId,
    newsletter_action_taken: 1,
    referrer,
  };
}

/**
 * The page a call is made from, for attribution: the path only, never the query (the manage
 * page's query holds the subscriber's key).
 */
export function referrerOf(location: Pick<Location, 'pathname'>): string {
  return location.pathname;
}
