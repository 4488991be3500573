import type { ConsentState } from '../../contracts/consent.ts';
import type { CookieConsentPreferences } from '../../contracts/session.ts';

/** Spec 02 section 9. */
export const COOKIE_POLICY_PATH = '/cookie-policy';
export const PRIVACY_POLICY_PATH = '/privacy-policy';

/** Banner wordings of spec 02 section 2: 'a' bottom bar, 'b' blocking modal. */
export type BannerVariant = 'a' | 'b';

export const NO_CHOICE: ConsentState = { given: false, functional: false, advertising: false };

export function toConsentState(preferences: CookieConsentPreferences | null | undefined): ConsentState {
  if (!preferences) return NO_CHOICE;
  return {
    given: preferences.cookie_consent_given,
    functional: preferences.cookie_consent_given && preferences.accepted_functional,
    advertising: preferences.cookie_consent_given && preferences.accepted_advertising,
  };
}

/** Spec 02 section 4: Reject all saves both false, Accept all both true. */
export const REJECT_ALL = { accepted_functional: false, accepted_advertising: false } as const;
export const ACCEPT_ALL = { accepted_functional: true, accepted_advertising: true } as const;

/** The banner shows when the session is ready and consent has not been given. */
export function shouldShowBanner(sessionReady: boolean, consent: ConsentState): boolean {
  return sessionReady && !consent.given;
}

/** The visitor's choice is still to come: the banner shows, or will once the session is there. */
export function bannerAwaitsAnswer(sessionReady: boolean, consent: ConsentState): boolean {
  return !sessionReady || !consent.given;
}

/** Variant b blocks the page, except when the query `site` equals `pss-open`. */
export function isBlockingBanner(variant: BannerVariant, search: string): boolean {
  return variant === 'b' && new URLSearchParams(search).get('site') !== 'pss-open';
}

/** The blocking banner is on this page: no choice yet, wording b without pss-open, not the cookie policy it links to. */
export function bannerBlocksPage(variant: BannerVariant, sessionReady: boolean, consent: ConsentState, where: { pathname: string; search: string }): boolean {
  return shouldShowBanner(sessionReady, consent) && isBlockingBanner(variant, where.search) && where.pathname.replace(/\/$/, '') !== COOKIE_POLICY_PATH;
}

export function sameConsent(a: ConsentState, b: ConsentState): boolean {
  return a.given === b.given && a.functional === b.functional && a.advertising === b.advertising;
}
