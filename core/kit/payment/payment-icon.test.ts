import { describe, expect, it } from 'vitest';
import { paymentIcon } from './payment-icon.ts';

describe('payment icon by method code pattern (spec 02 section 5)', () => {
  it.each([
    ['adyen_cc_visa', 'visa'],
    ['VISA', 'visa'],
    ['adyen_cc_mc', 'mastercard'],
    ['mastercard', 'mastercard'],
    ['adyen_cc_maestro', 'maestro'],
    ['adyen_cc_amex', 'amex'],
    ['american_express', 'amex'],
    ['adyen_cc', 'card'],
    ['stripe_card', 'card'],
    ['paypal_express', 'paypal'],
    ['braintree_paypal', 'paypal'],
    ['amazon_payments', 'amazonpay'],
    ['amazonpay', 'amazonpay'],
    ['adyen_openinvoice_klarna', 'invoice'],
    ['open_invoice', 'invoice'],
    ['klarna_pay_later', 'invoice'],
  ])('%s → %s', (code, icon) => {
    expect(paymentIcon(code)).toBe(icon);
  });

  it('a card code names its brand rather than the generic card', () => {
    expect(paymentIcon('adyen_cc_visa')).toBe('visa');
    expect(paymentIcon('card_mastercard')).toBe('mastercard');
  });

  it('no icon for codes no pattern knows, nor for a blank code', () => {
    expect(paymentIcon('banktransfer')).toBeNull();
    expect(paymentIcon('checkmo')).toBeNull();
    expect(paymentIcon('  ')).toBeNull();
    // "mc" only as a whole part of the code, not inside a word
    expect(paymentIcon('mcommerce_voucher')).toBeNull();
  });
});
