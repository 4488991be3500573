import { serviceRef, type ServiceRef } from '../core/kernel/services.ts';

/*
 * The consent plugin's service, on its own module: a plugin that asks about the banner loads this
 * handle, not the consent endpoints.
 */

/** What other plugins with modals need to know of the cookie banner. */
export interface ConsentBanner {
  /**
   * The banner (either wording: the bottom bar or the blocking modal) waits for the visitor's
   * choice, or will as soon as the session says none was made: other plugins' modals wait too,
   * so that they never cover it. False once answered.
   */
  awaitsAnswer(): boolean;
}

export const consentBannerService: ServiceRef<ConsentBanner, 'consent-banner'> = serviceRef('consent-banner');
