import { serviceRef, type ServiceRef } from '../core/kernel/services.ts';

/** One visitor's place in one experiment (spec 02 section 3: the session's `abTests` entries). */
export interface AbTestEntry {
  abTestCode: string;
  abTestVariationCode: string;
}

/** The experiment whose Variation1 swaps the register modal for the new login form (spec 02 section 9). */
export const NEW_LOGIN_FORMS_TEST = 'ab_test_pss_new_login_forms';
export const NEW_LOGIN_FORMS_VARIATION = 'Variation1';
/** The experiment whose variation_a switches the Amazon Pay button off (spec 02 section 9). */
export const AMAZON_PAY_BUTTON_TEST = 'ab_test_amazonpay_button';
export const AMAZON_PAY_OFF_VARIATION = 'variation_a';

/**
 * The ab-tests plugin's service: the visitor's variation of each running experiment, drawn once
 * and kept (forced, store and session lists merged; spec 02 sections 4, 5 and 9).
 */
export interface AbTests {
  /**
   * The visitor's variation of an experiment: `original` for the control and for visitors left
   * out by the experiment's percentage; null when it is not running and nothing forces it.
   */
  variation(abTestCode: string): string | null;
  /** Every assignment now in force (those in `original` included). */
  assignments(): readonly AbTestEntry[];
  /**
   * The asynchronous path (spec 02 sections 4 and 9): resolves once the session's list is merged
   * in, or after 5000 ms without it, with the assignments in force minus those in `original`
   * (the ones reported on `abTestAssigned`).
   */
  readonly ready: Promise<readonly AbTestEntry[]>;
}

export const abTestsService: ServiceRef<AbTests, 'ab-tests'> = serviceRef('ab-tests');

declare module '../core/kernel/events.ts' {
  interface PluginHookPayloads {
    /**
     * The visitor was placed in a variation (owner: ab-tests): once per assignment in force when
     * the session is ready (a kept assignment too), and again when a later session adds or
     * changes one, so trackers can put every assignment in their data layer. Assignments to
     * `original` are not reported (spec 02 section 4: the asynchronous path drops them).
     */
    abTestAssigned: [entry: AbTestEntry];
  }
}
