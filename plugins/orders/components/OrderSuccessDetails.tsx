import { Trans } from '@lingui/react/macro';
import { deliveryWindow, usePlugin } from '../../../core/plugin-api.ts';
import type { CustomerOrder } from '../../../contracts/orders.ts';
import { PaymentMethodIcon } from '../../../core/kit/payment/PaymentMethodIcon.tsx';
import { formatOrderMoney } from '../format.ts';
import { OrderTotals } from './OrderTotals.tsx';
import { AddressBlock } from './OrderDetails.tsx';

/** The window from the earliest to the latest delivery estimate of the items to ship, or null (nothing to ship). */
export function orderDeliveryWindow(order: Pick<CustomerOrder, 'items'>): { start: number; end: number } | null {
  const estimates = order.items.flatMap((item) => (item.estimatedDelivery ? [item.estimatedDelivery] : []));
  if (estimates.length === 0) return null;
  return { start: Math.min(...estimates.map((e) => e.start)), end: Math.max(...estimates.map((e) => e.end)) };
}

/**
 * What a shopper wants to read once they have paid: what they bought, what it cost, when and
 * where it comes, how they paid, and what happens next.
 */
export function OrderSuccessDetails({ order }: { order: CustomerOrder }) {
  const ctx = usePlugin<'orders'>();
  const money = (amount: number) => formatOrderMoney(amount, order);
  const span = orderDeliveryWindow(order);
  const estimate = span ? deliveryWindow(span.start, span.end, ctx.store.currency.priceLocale) : null;
  return (
    <div className="stack order-success">
      {estimate && (
        <p className="order-success__estimate" data-testid="order-estimate">
          <Trans>Estimated delivery: {estimate}</Trans>
        </p>
      )}
      <h2>
        <Trans>Your items</Trans>
      </h2>
      <ul className="order-success__items">
        {order.items.map((item) => (
          <li key={item.id} className="order-item" data-testid="order-item">
            {item.image ? (
              <img className="order-item__image" src={item.image} alt="" width={100} height={100} />
            ) : (
              <span className="order-item__image" aria-hidden="true" />
            )}
            <div>
              <div className="order-item__name">{item.name}</div>
              <div className="muted">
                {item.brandName}
                {item.options.map((option) => ` · ${option.label}: ${option.value}`).join('')}
              </div>
            </div>
            <div className="order-item__price">
              <div>
                <Trans>Qty {item.qtyOrdered}</Trans>
              </div>
              <div>{money(item.subtotal)}</div>
            </div>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} withVat={false} />
      <div className="order-columns">
        <div className="card">
          <h2>
            <Trans>Delivery address</Trans>
          </h2>
          <AddressBlock address={order.shippingAddress} />
          <p className="muted">{order.dispatchMethod}</p>
        </div>
        <div className="card">
          <h2>
            <Trans>Payment</Trans>
          </h2>
          <p className="order-payment" data-testid="order-payment">
            <PaymentMethodIcon code={order.paymentMethodCode} /> {order.paymentMethod}
          </p>
        </div>
      </div>
      <div className="card" data-testid="order-next">
        <h2>
          <Trans>What happens next</Trans>
        </h2>
        <ol className="order-success__next">
          <li>
            <Trans>We have sent you a confirmation by email.</Trans>
          </li>
          <li>
            {estimate ? <Trans>We pack your order and send it so that it arrives between {estimate}.</Trans> : <Trans>We send your order by email.</Trans>}
          </li>
          <li>
            <Trans>
              Follow your order and its parcels in{' '}
              <ctx.RouteLink to="order-view" params={{ orderId: order.id }} data-testid="order-link">
                My orders
              </ctx.RouteLink>
              .
            </Trans>
          </li>
        </ol>
      </div>
    </div>
  );
}
