import { describe, expect, it } from 'vitest';
import { bannerAwaitsAnswer, bannerBlocksPage, isBlockingBanner, NO_CHOICE, shouldShowBanner, toConsentState } from './consent-rules.ts';

describe('consent rules', () => {
  it('reads the session preferences; nothing is accepted before a choice', () => {
    expect(toConsentState(null)).toEqual(NO_CHOICE);
    expect(toConsentState({ cookie_consent_given: false, accepted_functional: true, accepted_advertising: true })).toEqual(NO_CHOICE);
    expect(toConsentState({ cookie_consent_given: true, accepted_functional: true, accepted_advertising: false })).toEqual({
      given: true,
      functional: true,
      advertising: false,
    });
  });

  it('shows the banner when the session is ready and consent has not been given', () => {
    expect(shouldShowBanner(false, NO_CHOICE)).toBe(false);
    expect(shouldShowBanner(true, NO_CHOICE)).toBe(true);
    expect(shouldShowBanner(true, { given: true, functional: false, advertising: false })).toBe(false);
  });

  it('blocks with wording b, except when the query site equals pss-open', () => {
    expect(isBlockingBanner('b', '')).toBe(true);
    expect(isBlockingBanner('b', '?site=pss-open')).toBe(false);
    expect(isBlockingBanner('b', 'site=other')).toBe(true);
    expect(isBlockingBanner('a', '')).toBe(false);
  });

  it('tells other plugins while the banner waits for an answer, in either wording', () => {
    expect(bannerAwaitsAnswer(false, NO_CHOICE)).toBe(true);
    expect(bannerAwaitsAnswer(true, NO_CHOICE)).toBe(true);
    expect(bannerAwaitsAnswer(true, { given: true, functional: false, advertising: false })).toBe(false);
  });

  it('says when the blocking banner is on the page', () => {
    const home = { pathname: '/', search: '' };
    expect(bannerBlocksPage('b', true, NO_CHOICE, home)).toBe(true);
    expect(bannerBlocksPage('b', false, NO_CHOICE, home)).toBe(false);
    expect(bannerBlocksPage('b', true, { given: true, functional: false, advertising: false }, home)).toBe(false);
    expect(bannerBlocksPage('a', true, NO_CHOICE, home)).toBe(false);
    expect(bannerBlocksPage('b', true, NO_CHOICE, { pathname: '/', search: '?site=pss-open' })).toBe(false);
    expect(bannerBlocksPage('b', true, NO_CHOICE, { pathname: '/cookie-policy/', search: '' })).toBe(false);
  });
});
