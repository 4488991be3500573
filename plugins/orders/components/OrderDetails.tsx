import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import type { PluginContext } from '../../../core/kernel/plugin.ts';
import { trackingDetails, type CustomerOrder, type TrackingEntry } from '../../../contracts/orders.ts';
import type { PostalAddress as OrderAddress } from '../../../contracts/shapes.ts';
import { formatOrderDate, formatOrderMoney } from '../format.ts';
import { PaymentMethodIcon } from '../../../core/payment/PaymentMethodIcon.tsx';

export function AddressBlock({ address }: { address: OrderAddress }) {
  const country = new Intl.DisplayNames(undefined, { type: 'region' }).of(address.countryId) ?? address.countryId;
  return (
    <address data-testid="order-address">
      {address.firstname} {address.lastname}
      <br />
      {address.street}
      {address.street2 ? `, ${address.street2}` : ''}
      <br />
      {address.postcode} {address.city}
      {address.region ? `, ${address.region}` : ''}
      <br />
      {country}
      <br />
      {address.telephone}
    </address>
  );
}

/** Tracking of each shipment from tracking-details; a failure is logged and ignored. */
function useTracking(ctx: PluginContext<'orders'>, order: CustomerOrder, signal: AbortSignal): Record<number, TrackingEntry[]> {
  const [tracking, setTracking] = useState<Record<number, TrackingEntry[]>>({});
  useEffect(() => {
    for (const shipment of order.shipping) {
      ctx.api.call(trackingDetails, { params: { shipmentId: shipment.shipmentId }, query: { locale: ctx.store.locale }, signal }).then(
        (reply) => {
          if (reply.success) setTracking((current) => ({ ...current, [shipment.shipmentId]: reply.data }));
        },
        (error: unknown) => {
          if (!signal.aborted) ctx.logger.warn(`tracking-details ${shipment.shipmentId} failed`, error);
        },
      );
    }
  }, [ctx, order, signal]);
  return tracking;
}

/** One order: savings, items with status labels and quantities, shipments with tracking, addresses, totals. */
export function OrderDetails({
  ctx,
  order,
  signal,
  actions,
}: {
  ctx: PluginContext<'orders'>;
  order: CustomerOrder;
  signal: AbortSignal;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const tracking = useTracking(ctx, order, signal);
  const money = (amount: number) => formatOrderMoney(amount, order);
  const itemName = (id: number) => order.items.find((item) => item.id === id)?.name ?? '';
  const savingAmount = money(order.savingAmount);
  const savingPercent = order.savingPercent;
  return (
    <div className="stack" data-testid="order-details">
      <div className="order-head">
        <span>
          <Trans>Ordered on {formatOrderDate(order.orderDate)}</Trans>
        </span>
        <span className="badge" data-testid="order-status">
          {order.statusLabel}
        </span>
      </div>
      {order.savingAmount > 0 && (
        <p className="order-savings" data-testid="order-savings">
          <Trans>
            You saved {savingAmount} ({savingPercent}%) on this order
          </Trans>
        </p>
      )}
      {actions}
      <h2>
        <Trans>Items</Trans>
      </h2>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {order.items.map((item) => (
          <li key={item.id} className="order-item" data-testid="order-item">
            {item.image ? (
              <img className="order-item__image" src={item.image} alt="" width={100} height={100} loading="lazy" />
            ) : (
              <span className="order-item__image" aria-hidden="true" />
            )}
            <div>
              <div className="order-item__name">{item.name}</div>
              <div className="muted">
                {item.brandName} · {item.sku}
                {item.options.map((option) => ` · ${option.label}: ${option.value}`).join('')}
              </div>
              <div>
                {item.statuses.map((status) => (
                  <span key={status.status} className="badge" style={{ marginRight: 6 }}>
                    {status.statusLabel} × {status.qty}
                  </span>
                ))}
              </div>
            </div>
            <div style={{ textAlign: 'right' }}>
              <div>
                <Trans>Qty {item.qtyOrdered}</Trans>
              </div>
              <div>{money(item.subtotal)}</div>
            </div>
          </li>
        ))}
      </ul>
      {order.shipping.length > 0 && (
        <>
          <h2>
            <Trans>Shipments</Trans>
          </h2>
          <ol className="stack" style={{ paddingLeft: 20 }}>
            {order.shipping.map((shipment) => (
              <li key={shipment.shipmentId} data-testid="shipment">
                <div>
                  <Trans>
                    Shipped on {formatOrderDate(shipment.shippedDate)}: {shipment.status}
                  </Trans>
                </div>
                <div className="muted">{shipment.items.map((line) => `${itemName(line.orderItemId)} × ${line.qty}`).join(', ')}</div>
                {(tracking[shipment.shipmentId] ?? []).map((entry) => (
                  <div key={entry.trackingNumber}>
                    {entry.trackingProvider}:{' '}
                    <a href={entry.trackingUrl} target="_blank" rel="noopener noreferrer" data-testid="tracking-number">
                      {entry.trackingNumber}
                    </a>
                  </div>
                ))}
              </li>
            ))}
          </ol>
        </>
      )}
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
            <Trans>Billing address</Trans>
          </h2>
          <AddressBlock address={order.billingAddress} />
          <p className="muted order-payment" data-testid="order-payment">
            <PaymentMethodIcon code={order.paymentMethodCode} /> {order.paymentMethod}
          </p>
        </div>
      </div>
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
        <dt>
          <Trans>Total excl. VAT</Trans>
        </dt>
        <dd>{money(order.totalExVat)}</dd>
        <dt>
          <Trans>VAT</Trans>
        </dt>
        <dd>{money(order.vat)}</dd>
        <dt className="order-totals__grand">
          <Trans>Total</Trans>
        </dt>
        <dd className="order-totals__grand">{money(order.total)}</dd>
      </dl>
    </div>
  );
}
