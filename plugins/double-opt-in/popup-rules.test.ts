import { describe, expect, it } from 'vitest';
import { toShellSession } from '../../core/plugin-api.ts';
import { rawSession } from '../../tests/support/plugin-kernel.ts';
import { popupFacts, shouldShowPopup, type PopupFacts } from './popup-rules.ts';

/** Every condition of spec 02 section 4 holds. */
const SHOWN: PopupFacts = {
  sessionReady: true,
  featureEnabled: true,
  isConfirmed: false,
  isLoggedIn: true,
  pageType: 'home',
  newsletterActionTaken: 1,
};

describe('the double opt-in popup rule', () => {
  it('shows when all six conditions hold, on any known page but the order confirmation', () => {
    expect(shouldShowPopup(SHOWN)).toBe(true);
    for (const pageType of ['category', 'product', 'basket', 'account', 'search'] as const)
      expect(shouldShowPopup({ ...SHOWN, pageType }), pageType).toBe(true);
  });

  const cases: [string, Partial<PopupFacts>][] = [
    ['the session is not ready', { sessionReady: false }],
    ['the feature is not enabled', { featureEnabled: false }],
    ['the member is confirmed', { isConfirmed: true }],
    ['the visitor is not logged in', { isLoggedIn: false }],
    ['the page type is not known yet', { pageType: null }],
    ['the page is the order confirmation', { pageType: 'success' }],
    ['the page is the confirmation link’s own', { pageType: 'email_confirm' }],
    ['no newsletter action was taken', { newsletterActionTaken: 0 }],
    ['newsletterActionTaken is not exactly 1', { newsletterActionTaken: 2 }],
  ];
  it.each(cases)('hides when %s', (_, change) => {
    expect(shouldShowPopup({ ...SHOWN, ...change })).toBe(false);
  });

  it('reads the facts from the raw session and what the plugin heard', () => {
    const member = toShellSession(rawSession({ customer_id: 5, is_confirmed: false, newsletterActionTaken: 1 }));
    expect(popupFacts(member, { sessionReady: true, featureEnabled: true, pageType: 'home' })).toEqual(SHOWN);
    const guest = toShellSession(rawSession());
    expect(popupFacts(guest, { sessionReady: true, featureEnabled: true, pageType: 'home' })).toMatchObject({ isLoggedIn: false, newsletterActionTaken: 0 });
    // Before the first fetch the session has no raw part: not ready, whatever was heard.
    expect(popupFacts({ ...member, raw: null }, { sessionReady: true, featureEnabled: true, pageType: 'home' }).sessionReady).toBe(false);
  });
});
