import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerOrder } from '../../../contracts/orders.ts';
import { formatOrderMoney } from '../format.ts';

/** An order's totals: the order view adds the VAT split, the success page shows the sums alone. */
export function OrderTotals({ order, withVat }: { order: CustomerOrder; withVat: boolean }) {
  const { t } = useLingui();
  const money = (amount: number) => formatOrderMoney(amount, order);
  return (
    <dl className="order-totals" aria-label={t`Totals`}>
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd>{money(order.subtotal)}</dd>
      <dt>
        <Trans>Delivery</Trans>
      </dt>
      <dd>{money(order.delivery)}</dd>
      {order.discount > 0 && (
        <>
          <dt>{order.discountDescription ? t`Discount (${order.discountDescription})` : t`Discount`}</dt>
          <dd>−{money(order.discount)}</dd>
        </>
      )}
      {withVat && (
        <>
          <dt>
            <Trans>Total excl. VAT</Trans>
          </dt>
          <dd>{money(order.totalExVat)}</dd>
          <dt>
            <Trans>VAT</Trans>
          </dt>
          <dd>{money(order.vat)}</dd>
        </>
      )}
      <dt className="order-totals__grand">
        <Trans>Total</Trans>
      </dt>
      <dd className="order-totals__grand">{money(order.total)}</dd>
    </dl>
  );
}
