import { abTestsService } from '../../contracts/ab-tests.ts';
import { definePlugin, errorMessage } from '../../core/plugin-api.ts';
import { createThirdParty, loadScript } from '../../core/kit/tracking/third-party.ts';
import { AmazonPayButton } from './AmazonPayButton.tsx';
import { keepAmazonPayState } from './amazon-pay-state.ts';
import { amazonPayDisabled, amazonPayPages, DEFAULT_SCRIPT, type AmazonPayOptions } from './rules.ts';

/**
 * Amazon Pay (spec 02 section 3 'Integrations: amazonpay'): its button under the basket summary
 * (and on product pages if the store lists them), drawn by Amazon Pay's script, which loads only
 * after consent and on those pages. Functional consent by default: the script sets Amazon's
 * cookies for a payment the shopper starts, nothing for advertising; a store that counts it
 * otherwise sets `consent`. Visitors in variation_a of ab_test_amazonpay_button never see it
 * (the script is not even loaded for them).
 */
export default definePlugin({
  name: 'amazon-pay',
  setup(ctx, options: AmazonPayOptions) {
    const { state } = createThirdParty(ctx.on, {
      consent: options.consent ?? 'functional',
      rule: amazonPayPages(options),
      enabled: () => !amazonPayDisabled(ctx.useOptional(abTestsService)),
      load: async () => {
        await Promise.all([loadScript(document, options.scriptUrl ?? DEFAULT_SCRIPT, 'amazon-pay'), ctx.loadMessages()]);
      },
      onLoadError: (error) => ctx.logger.warn(`Amazon Pay's script did not load: ${errorMessage(error)}`),
    });
    keepAmazonPayState({ ctx, options, script: state });
    ctx.fillSlot('basket.payments', { id: 'button', component: AmazonPayButton });
    ctx.fillSlot('product.details', { id: 'button', component: AmazonPayButton, order: 50 });
  },
});
