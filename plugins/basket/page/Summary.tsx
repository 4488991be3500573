import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatMoney, type CurrencyFormat } from '../../../core/i18n/money.ts';
import type { BasketReply } from '../../../contracts/basket.ts';

/** Subtotal, savings, discount, delivery fee and total, then the Checkout button. */
export function Summary({ basket, currency, checkout }: { basket: BasketReply; currency: CurrencyFormat; checkout: ReactNode }) {
  const money = (amount: number) => formatMoney(amount, currency);
  const details = basket.orderDetails;
  return (
    <section className="basket-summary" aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title">
        <Trans>Summary</Trans>
      </h2>
      <dl>
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd data-testid="basket-subtotal">{money(details.subtotal)}</dd>
        {basket.hasSavings && (
          <>
            <dt>
              <Trans>Your savings</Trans>
            </dt>
            <dd data-testid="basket-savings">{money(basket.savings)}</dd>
          </>
        )}
        {details.discount > 0 && (
          <>
            <dt>
              <Trans>Discount</Trans>
            </dt>
            <dd data-testid="basket-discount">-{money(details.discount)}</dd>
          </>
        )}
        <dt>
          <Trans>Delivery</Trans>
        </dt>
        <dd data-testid="basket-delivery">{details.hasDeliveryFee ? money(details.deliveryFee) : <Trans>Free</Trans>}</dd>
        <dt className="basket-summary__total">
          <Trans>Total</Trans>
        </dt>
        <dd className="basket-summary__total" data-testid="basket-total">
          {money(details.grandTotal)}
        </dd>
      </dl>
      {checkout}
    </section>
  );
}
