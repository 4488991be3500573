import { AMAZON_PAY_BUTTON_TEST, AMAZON_PAY_OFF_VARIATION, type AbTests } from '../../contracts/ab-tests.ts';
import type { ConsentCategory, PageRule } from '../../core/kit/tracking/third-party.ts';

export interface AmazonPayOptions {
  merchantId: string;
  scriptUrl?: string;
  pageTypes?: string[];
  exceptPageTypes?: string[];
  consent?: ConsentCategory;
  sandbox?: boolean;
}

export const DEFAULT_SCRIPT = '/vendor/amazon-pay.js';

/** Where the button shows: the basket unless the store says otherwise. */
export function amazonPayPages(options: AmazonPayOptions): PageRule {
  return { pageTypes: options.pageTypes ?? ['basket'], exceptPageTypes: options.exceptPageTypes };
}

/** Spec 02 section 9: variation_a of ab_test_amazonpay_button disables Amazon Pay (no A/B plugin: shown). */
export function amazonPayDisabled(abTests: Pick<AbTests, 'variation'> | undefined): boolean {
  return abTests?.variation(AMAZON_PAY_BUTTON_TEST) === AMAZON_PAY_OFF_VARIATION;
}

/** What `amazon.Pay.renderButton` is given (Amazon Pay checkout v2's button options). */
export function buttonOptions(options: AmazonPayOptions, store: { currency: { code: string }; locale: string }, pageType: string | undefined) {
  return {
    merchantId: options.merchantId,
    ledgerCurrency: store.currency.code,
    checkoutLanguage: store.locale,
    productType: 'PayAndShip',
    placement: pageType === 'product' ? 'Product' : 'Cart',
    buttonColor: 'Gold',
    sandbox: options.sandbox ?? false,
  };
}
