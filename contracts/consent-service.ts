import { serviceRef, type ServiceRef } from '../core/kernel/services.ts';

/*
 * The consent plugin's service, on its own module: a plugin that asks about the banner loads this
 * handle, not the consent endpoints.
 */

/** What other plugins with modals need to know of the cookie banner. */
export interface ConsentBanner {
  /**
   * The blocking banner (spec 02 section 2, the second wording) waits for the visitor's choice
   * on this page: other modals wait too. False once answered, and with the bottom-bar wording.
   */
  blocksPage(): boolean;
}

export const consentBannerService: ServiceRef<ConsentBanner, 'consent-banner'> = serviceRef('consent-banner');
