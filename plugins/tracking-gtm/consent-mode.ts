import type { ConsentState } from '../../contracts/consent.ts';

/** Google Consent Mode v2 signals (spec 02 section 9). */
export const FUNCTIONAL_SIGNALS = ['analytics_storage', 'personalization_storage', 'functionality_storage', 'security_storage'] as const;
export const ADVERTISING_SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization'] as const;
export type ConsentSignal = (typeof FUNCTIONAL_SIGNALS)[number] | (typeof ADVERTISING_SIGNALS)[number];
export type ConsentValue = 'granted' | 'denied';
export type ConsentSignals = Record<ConsentSignal, ConsentValue>;

function signals(functional: boolean, advertising: boolean): ConsentSignals {
  const value = (on: boolean): ConsentValue => (on ? 'granted' : 'denied');
  return {
    ...(Object.fromEntries(FUNCTIONAL_SIGNALS.map((s) => [s, value(functional)])) as Record<(typeof FUNCTIONAL_SIGNALS)[number], ConsentValue>),
    ...(Object.fromEntries(ADVERTISING_SIGNALS.map((s) => [s, value(advertising)])) as Record<(typeof ADVERTISING_SIGNALS)[number], ConsentValue>),
  };
}

/** The `default` command: every signal denied, before any tag loads. */
export function consentDefault(): ConsentSignals {
  return signals(false, false);
}

/** The `update` command: functional to the four storage signals, advertising to the three ad signals. */
export function consentUpdate(consent: ConsentState): ConsentSignals {
  return signals(consent.given && consent.functional, consent.given && consent.advertising);
}
