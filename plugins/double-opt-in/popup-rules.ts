import { ORDER_CONFIRMATION } from '../../contracts/order-tracking.ts';
import type { PageType, ReadonlySession } from '../../core/plugin-api.ts';

/** This plugin's page for the mailed link: the popup must not cover it while it confirms. */
export const EMAIL_CONFIRM_PAGE: PageType = 'email_confirm';

/** What the popup's rule reads (spec 02 section 4, 'Double opt-in popup'). */
export interface PopupFacts {
  sessionReady: boolean;
  /** The store enables the feature (the plugin's entry in the store config is not false). */
  featureEnabled: boolean;
  /** The raw session's is_confirmed. */
  isConfirmed: boolean;
  isLoggedIn: boolean;
  /** The page type of the last page view; null before the first. */
  pageType: PageType | null;
  newsletterActionTaken: number;
}

/**
 * The popup shows only when all hold: the session is ready, the feature is enabled, the member
 * is not confirmed, is logged in, the page type is known and is not order-confirmation (nor the
 * confirmation link's own page), and newsletterActionTaken equals 1.
 */
export function shouldShowPopup(facts: PopupFacts): boolean {
  return (
    facts.sessionReady &&
    facts.featureEnabled &&
    !facts.isConfirmed &&
    facts.isLoggedIn &&
    facts.pageType !== null &&
    facts.pageType !== ORDER_CONFIRMATION &&
    facts.pageType !== EMAIL_CONFIRM_PAGE &&
    facts.newsletterActionTaken === 1
  );
}

/** The facts from the live session (null before its first fetch) and what the plugin heard. */
export function popupFacts(session: ReadonlySession, heard: { sessionReady: boolean; featureEnabled: boolean; pageType: PageType | null }): PopupFacts {
  const raw = session.raw;
  return {
    sessionReady: heard.sessionReady && raw !== null,
    featureEnabled: heard.featureEnabled,
    isConfirmed: raw?.is_confirmed ?? false,
    isLoggedIn: session.isUserLoggedIn,
    pageType: heard.pageType,
    newsletterActionTaken: raw?.newsletterActionTaken ?? 0,
  };
}
