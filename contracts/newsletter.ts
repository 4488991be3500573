import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { id, storeIdParam } from './common.ts';

/*
 * Newsletter endpoints (spec 02 sections 3, 5, 6, 7 and 8).
 *
 * Links the server mails (built from the store config's `origin`, never from request headers):
 *   manage:      {origin}/newsletter/manage/?h=<hashedEmail>&t=<hashedToken>
 *   unsubscribe: {origin}/unsubscribe/unsubscribe/index/?h=<hashedEmail>&t=<hashedToken>
 * The pages read `h` and `t` and pass them on as `hashedEmail` and `hashedToken`
 * (NEWSLETTER_LINK_PARAMS); newsletterLink() builds either link.
 *
 * The pair is the subscriber's key, no login needed (section 6): `hashedEmail` names the
 * subscription (an HMAC of the address under a server secret), `hashedToken` proves the holder
 * got the mail (random, per subscription, stored only as a digest, compared in constant time).
 * A new token is issued each time a manage link is mailed (so older links stop working), and
 * unsubscribing keeps the token (the unsubscribe page offers "resubscribe" with the same link).
 * A wrong, outdated or tampered pair answers 403 with a message; nothing changes.
 *
 * A guest's sign-up (body variant a) subscribes nobody until it is confirmed (double opt-in): the
 * server mails a confirmation link, {origin}/newsletter/confirm/?key=<key> (newsletterConfirmLink),
 * whose page posts the key to newsletter-confirm. Until then the address's subscription, choices
 * and manage link stay as they are.
 *
 * Failures (section 8): every reply carries `errors`; a non-empty list means the call failed and
 * changed nothing (already applied, a sport the store does not offer...). A malformed request
 * is a 400, a guest calling a member endpoint a 401, a bad link a 403: ApiErrorBody, as elsewhere.
 *
 * Flags are 0 or 1 in bodies (as the spec's payloads) and booleans in replies.
 */

export const NEWSLETTER_MANAGE_PATH = '/newsletter/manage/';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/unsubscribe/unsubscribe/index/';
/** The query parameters of both mailed links. */
export const NEWSLETTER_LINK_PARAMS = { hashedEmail: 'h', hashedToken: 't' } as const;

/** `/newsletter/manage/?h=…&t=…` (or the unsubscribe page), relative unless an origin is given. */
export function newsletterLink(path: typeof NEWSLETTER_MANAGE_PATH | typeof NEWSLETTER_UNSUBSCRIBE_PATH, key: NewsletterKey, origin = ''): string {
  const query = new URLSearchParams({ [NEWSLETTER_LINK_PARAMS.hashedEmail]: key.hashedEmail, [NEWSLETTER_LINK_PARAMS.hashedToken]: key.hashedToken });
  return `${origin}${path}?${query.toString()}`;
}

export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm/';
/** The query parameter of the mailed confirmation link. */
export const NEWSLETTER_CONFIRM_PARAM = 'key';

/** `{origin}/newsletter/confirm/?key=…`: the link that confirms a guest's sign-up. */
export function newsletterConfirmLink(key: string, origin = ''): string {
  return `${origin}${NEWSLETTER_CONFIRM_PATH}?${new URLSearchParams({ [NEWSLETTER_CONFIRM_PARAM]: key }).toString()}`;
}

/** Points a member gets for resubscribing when the store config sets none (spec 02 section 9). */
export const DEFAULT_REFERRAL_POINTS = 500;

/** Both halves of the key are base64url text; any other character is a malformed request (400). */
const keyPart = () => z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/));

export interface NewsletterKey {
  hashedEmail: string;
  hashedToken: string;
}

/** 0 = off (unsubscribe), 1 = on (subscribe, resubscribe). */
const flag = () => z.union([z.literal(0), z.literal(1)]);

/** Selected sport ids joined by comma (`"1,4"`); empty when none is chosen. */
const sportList = () => z.string().check(z.regex(/^(\d{1,10}(,\d{1,10}){0,63})?$/));

/** The page the call was made from (attribution); optional, kept with the subscription. */
const referrer = () => z.optional(z.string().check(z.maxLength(2048)));

/** Forbids a key in one body variant so that the variants cannot be mistaken for each other. */
const absent = () => z.optional(z.never());

const errors = z.array(z.string());

/** A choice shown as a checkbox or radio: an offered sport or frequency, and whether it is chosen. */
export const selectableOption = z.object({ id: z.number(), selected: z.boolean() });
export type SelectableOption = z.output<typeof selectableOption>;

/* ---------------------------------------------------------------- options */

export const labelledOption = z.object({ id: z.number(), label: z.string() });
export type LabelledOption = z.output<typeof labelledOption>;

/**
 * GET newsletter-options (storeId): what the store's subscription form offers, labels in the
 * store's language, in display order; and the points `newsletter-resubscribe` awards (from the
 * store config, DEFAULT_REFERRAL_POINTS otherwise) so the resubscribe modal names the real amount.
 */
export const newsletterOptions = defineEndpoint({
  name: 'newsletter-options',
  method: 'GET',
  path: 'newsletter-options',
  query: z.object({ storeId: storeIdParam() }),
  reply: z.object({
    sports: z.array(labelledOption),
    frequencies: z.array(labelledOption),
    resubscribe_reward_points: z.number(),
  }),
});
export type NewsletterOptions = z.output<typeof newsletterOptions.reply>;

/* -------------------------------------------------------------- subscribe */

/**
 * (a) A guest from the footer: mails a confirmation link and subscribes nobody yet (double
 * opt-in); the reply is the same whether or not the address was known.
 */
export const guestSubscribeBody = z.object({
  email: z.string().check(z.minLength(3), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  store_id: id(),
  referrer: referrer(),
  hashedEmail: absent(),
  hashedToken: absent(),
  subscribe: absent(),
});

/** (b) From the manage page, subscribing or changing sports and frequency. */
export const manageSubscribeBody = z.object({
  hashedEmail: keyPart(),
  hashedToken: keyPart(),
  store_id: id(),
  subscribe: z.literal(1),
  sports: sportList(),
  frequency: id(),
  referrer: referrer(),
  email: absent(),
});

/** (b) From the manage or unsubscribe page, unsubscribing: only the flag (spec 02 section 5). */
export const manageUnsubscribeBody = z.object({
  hashedEmail: keyPart(),
  hashedToken: keyPart(),
  store_id: id(),
  subscribe: z.literal(0),
  referrer: referrer(),
  sports: absent(),
  frequency: absent(),
  email: absent(),
});

const memberFields = {
  store_id: id(),
  /** The gender whose sales the newsletter shows (the account's gender ids); null = both. */
  gender: z.optional(z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(9)))),
  /** 1 when the member acted on the newsletter (the double opt-in popup then asks to confirm the address). */
  newsletter_action_taken: z.optional(flag()),
  referrer: referrer(),
  email: absent(),
  hashedEmail: absent(),
  hashedToken: absent(),
};

/** (c) A signed-in member from the account, subscribing or changing sports and frequency. */
export const memberSubscribeBody = z.object({ ...memberFields, subscribe: z.literal(1), sports: sportList(), frequency: id() });

/** (c) A signed-in member unsubscribing: only the flag (and the store, gender, action flag). */
export const memberUnsubscribeBody = z.object({ ...memberFields, subscribe: z.literal(0), sports: absent(), frequency: absent() });

export const newsletterSubscribeBody = z.union([guestSubscribeBody, manageSubscribeBody, manageUnsubscribeBody, memberSubscribeBody, memberUnsubscribeBody]);
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeBody>;

/**
 * POST newsletter-subscribe, three body variants (spec 02 section 7). The reply has the resulting
 * state; for (a) only `subscribed: false` (nothing counts before the link is followed), the same
 * for every address (no enumeration).
 */
export const newsletterSubscribe = defineEndpoint({
  name: 'newsletter-subscribe',
  method: 'POST',
  path: 'newsletter-subscribe',
  body: newsletterSubscribeBody,
  reply: z.object({
    errors,
    subscribed: z.boolean(),
    /** Frequencies with the chosen one selected (variants b and c). */
    subscription: z.optional(z.array(selectableOption)),
    sport_preference: z.optional(z.array(selectableOption)),
  }),
});
export type NewsletterSubscribeReply = z.output<typeof newsletterSubscribe.reply>;

/**
 * POST newsletter-confirm: the mailed confirmation link's key, in the store it was mailed for.
 * Subscribes the address (weekly, no sport, when it had no subscription; its choices are kept
 * when it had) and mails the manage link. A link followed again answers alike and changes nothing.
 * A forged, replaced, expired or other store's key is a 403 that names no address.
 */
export const newsletterConfirm = defineEndpoint({
  name: 'newsletter-confirm',
  method: 'POST',
  path: 'newsletter-confirm',
  body: z.object({ key: keyPart(), store_id: id() }),
  reply: z.object({ errors, subscribed: z.literal(true) }),
});

/**
 * POST newsletter-manage-link: a new manage link for an address that has a subscription (the
 * "link no longer works" page). Subscribes nobody; the reply is the same for every address.
 */
export const newsletterManageLink = defineEndpoint({
  name: 'newsletter-manage-link',
  method: 'POST',
  path: 'newsletter-manage-link',
  body: z.object({ email: guestSubscribeBody.shape.email, store_id: id() }),
  reply: z.object({ sent: z.literal(true) }),
});

/* ------------------------------------------------ settings by hashed link */

const keyQuery = z.object({ hashedEmail: keyPart(), hashedToken: keyPart(), storeId: storeIdParam() });

/** Account settings of spec 02 section 3 (snake_case as the API sends them). */
export const newsletterSettings = z.object({
  email: z.string(),
  /** The store's frequencies, the chosen one selected. */
  subscription: z.array(selectableOption),
  /** The store's sports, the chosen ones selected. */
  sport_preference: z.array(selectableOption),
  resubscription_award_applied: z.boolean(),
  subscribed: z.boolean(),
  /** True when the address gets no abandoned-basket reminders (a guest never does). */
  unsubscribe_abandoned_basket: z.boolean(),
});
export type NewsletterSettings = z.output<typeof newsletterSettings>;

/** GET newsletter (hashedEmail, hashedToken, storeId): the manage page, no login. */
export const newsletter = defineEndpoint({
  name: 'newsletter',
  method: 'GET',
  path: 'newsletter',
  query: keyQuery,
  reply: z.extend(newsletterSettings, { errors }),
});

/** Shop preferences of spec 02 section 3: the sales newsletter and the special offers. */
const shopPreferences = { newsletter: z.boolean(), newsletter_special_offers: z.boolean() };

/** GET newsletter-pss-preferences (hashedEmail, hashedToken, storeId). */
export const newsletterPssPreferences = defineEndpoint({
  name: 'newsletter-pss-preferences',
  method: 'GET',
  path: 'newsletter-pss-preferences',
  query: keyQuery,
  reply: z.object({ errors, ...shopPreferences }),
});

/** PUT newsletter-pss-preferences: `newsletter` 0 unsubscribes (sports and frequency are kept), 1 subscribes. */
export const newsletterPssPreferencesUpdate = defineEndpoint({
  name: 'newsletter-pss-preferences-update',
  method: 'PUT',
  path: 'newsletter-pss-preferences',
  body: z.object({
    hashedEmail: keyPart(),
    hashedToken: keyPart(),
    storeId: id(),
    newsletter: flag(),
    newsletter_special_offers: flag(),
    referrer: referrer(),
  }),
  reply: z.object({ errors, ...shopPreferences }),
});

/* ---------------------------------------------------------- member only */

/**
 * GET newsletter-account: the signed-in member's settings for the account pages (newsletter,
 * personalisation, notification preferences). Not in the spec's list, which reaches settings only
 * by hashed link; a member has no link at hand (the server keeps only a digest of the token), and
 * the session carries the flags but not the sports, frequency or special offers. 401 for guests.
 */
export const newsletterAccount = defineEndpoint({
  name: 'newsletter-account',
  method: 'GET',
  path: 'newsletter-account',
  reply: z.extend(newsletterSettings, {
    errors,
    ...shopPreferences,
    gender: z.nullable(z.number()),
    restrict_email_personalisation: z.boolean(),
    restrict_site_personalisation: z.boolean(),
    subscribe_abandoned_basket: z.boolean(),
    /** Subscribed once in this store and left since: whom the resubscribe offer is for. */
    unsubscribed: z.boolean(),
  }),
});
export type NewsletterAccount = z.output<typeof newsletterAccount.reply>;

/** PUT newsletter-personalisation (member): 1 = do not personalise mails / the site from my activity. */
export const newsletterPersonalisation = defineEndpoint({
  name: 'newsletter-personalisation',
  method: 'PUT',
  path: 'newsletter-personalisation',
  body: z.object({ restrict_email_personalisation: flag(), restrict_site_personalisation: flag(), referrer: referrer() }),
  reply: z.object({ errors, restrict_email_personalisation: z.boolean(), restrict_site_personalisation: z.boolean() }),
});

/** PUT newsletter-additional-shopping-notifications (member): abandoned-basket reminders on (1) or off (0). */
export const newsletterAdditionalShoppingNotifications = defineEndpoint({
  name: 'newsletter-additional-shopping-notifications',
  method: 'PUT',
  path: 'newsletter-additional-shopping-notifications',
  body: z.object({ subscribe_abandoned_basket: flag() }),
  reply: z.object({ errors, subscribe_abandoned_basket: z.boolean() }),
});

/**
 * POST newsletter-resubscribe (member who left the newsletter): subscribes again and adds the
 * store's resubscribe points (newsletter-options' resubscribe_reward_points) to the member, once
 * per member. `errors` when the member is subscribed, never was (nothing to come back to) or
 * already got the award; nothing changes then.
 */
export const newsletterResubscribe = defineEndpoint({
  name: 'newsletter-resubscribe',
  method: 'POST',
  path: 'newsletter-resubscribe',
  body: z.object({ referrer: referrer() }),
  reply: z.object({
    errors,
    subscribed: z.boolean(),
    resubscription_award_applied: z.boolean(),
    /** Points added by this call (0 when it failed). */
    awarded_points: z.number(),
  }),
});
