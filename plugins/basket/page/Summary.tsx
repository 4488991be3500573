import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatMoney, type StoreConfig } from '../../../core/plugin-api.ts';
import type { BasketReply } from '../../../contracts/basket.ts';

/** What is left to spend for free delivery in the store's money; 0 once delivery is free. */
export function missingForFreeDelivery(subtotal: number, delivery: StoreConfig['delivery']): number {
  return Math.max(0, Math.round(delivery.freeFrom * 100) - Math.round(subtotal * 100)) / 100;
}

function FreeDeliveryHint({ missing, threshold }: { missing: string; threshold: string }) {
  return (
    <p className="basket-summary__free-delivery" data-testid="free-delivery-hint">
      <Trans>
        Add {missing} more for free delivery (free from {threshold}).
      </Trans>
    </p>
  );
}

/** Subtotal, savings, discount, delivery fee and total, then the Checkout button. */
export function Summary({ basket, store, checkout }: { basket: BasketReply; store: Pick<StoreConfig, 'currency' | 'delivery'>; checkout: ReactNode }) {
  const money = (amount: number) => formatMoney(amount, store.currency);
  const details = basket.orderDetails;
  const missing = details.hasDeliveryFee ? missingForFreeDelivery(details.subtotal, store.delivery) : 0;
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
      {missing > 0 && <FreeDeliveryHint missing={money(missing)} threshold={money(store.delivery.freeFrom)} />}
      {checkout}
    </section>
  );
}
