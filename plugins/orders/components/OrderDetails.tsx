import { Trans, useLingui } from '@lingui/react/macro';
import { bcp47, deliveryWindow, displayNames, formatPercent, type PluginContext, usePlugin } from '../../../core/plugin-api.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { trackingDetails, type BundleType, type CustomerOrder, type DeliveryEstimate, type OrderItem, type TrackingEntry } from '../../../contracts/orders.ts';
import type { PostalAddress as OrderAddress } from '../../../contracts/shapes.ts';
import { FittingForm } from '../../../core/kit/ui/FittingForm.tsx';
import { formatOrderDate, formatOrderMoney } from '../format.ts';
import { OrderTotals } from './OrderTotals.tsx';
import { fetchOrderEstimates, orderLines } from '../order-items.ts';
import { PaymentMethodIcon } from '../../../core/kit/payment/PaymentMethodIcon.tsx';

export function AddressBlock({ address }: { address: OrderAddress }) {
  // The store's language (the page's catalog), not the browser's: a Danish page names countries in Danish.
  const { i18n } = useLingui();
  const country = displayNames(bcp47(i18n.locale), { type: 'region' }).of(address.countryId) ?? address.countryId;
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

/** Today's delivery estimate of each item still to come (product-dispatch-date with orderItemId); a failure keeps the promised window. */
function useEstimates(ctx: PluginContext<'orders'>, order: CustomerOrder, signal: AbortSignal): Record<number, DeliveryEstimate> {
  const [estimates, setEstimates] = useState<Record<number, DeliveryEstimate>>({});
  useEffect(() => {
    void fetchOrderEstimates(ctx, order, signal, (orderItemId, estimate) => setEstimates((current) => ({ ...current, [orderItemId]: estimate })));
  }, [ctx, order, signal]);
  return estimates;
}

/** Spec 01 section 3 product type labels of a bundle. */
function BundleLabel({ type }: { type: BundleType }) {
  switch (type) {
    case 'ski_bundle':
      return <Trans>Ski bundle</Trans>;
    case 'ski_pack':
      return <Trans>Ski pack</Trans>;
    case 'snowboard_pack':
      return <Trans>Snowboard pack</Trans>;
    case 'snowboard_bundle':
      return <Trans>Snowboard bundle</Trans>;
  }
}

function VirtualLabel({ type }: { type: string }) {
  return type === 'ski_pass' ? <Trans>Ski pass, sent by email: nothing to ship</Trans> : <Trans>Digital item: nothing to ship</Trans>;
}

/** One item: picture, names, options, fitting form, statuses, delivery estimate or virtual label, the shipments that carried it. */
function OrderItemRow({ item, estimate, locale, money }: { item: OrderItem; estimate: DeliveryEstimate | null; locale: string; money: (n: number) => string }) {
  return (
    <li className="order-item" data-testid="order-item">
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
        {item.fittingForm && (
          <div className="muted" data-testid="order-item-fitting-form">
            <FittingForm name={item.fittingForm} />
          </div>
        )}
        <div>
          {item.statuses.map((status) => (
            <span key={status.status} className="badge" style={{ marginRight: 6 }}>
              {status.statusLabel} × {status.qty}
            </span>
          ))}
        </div>
        {item.virtualType !== null && (
          <div data-testid="order-item-virtual">
            <VirtualLabel type={item.virtualType} />
          </div>
        )}
        {estimate && (
          <div data-testid="order-item-estimate">
            <Trans>Estimated delivery: {deliveryWindow(estimate.start, estimate.end, locale)}</Trans>
          </div>
        )}
        {item.shippedItems.length > 0 && (
          <ul className="order-shipped">
            {item.shippedItems.map((shipped) => (
              <li key={shipped.shipmentId} data-testid="shipped-item">
                <Trans>
                  {shipped.shippedQty} shipped on {formatOrderDate(shipped.shippedDate)}:
                </Trans>{' '}
                <StatusSteps labels={shipped.statusLabels} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div style={{ textAlign: 'right' }}>
        <div>
          <Trans>Qty {item.qtyOrdered}</Trans>
        </div>
        <div>{money(item.subtotal)}</div>
      </div>
    </li>
  );
}

/** A shipment's status history, oldest first. */
function StatusSteps({ labels }: { labels: string[] }) {
  const { t } = useLingui();
  return (
    <ol className="order-steps" aria-label={t`Shipment status history`} data-testid="status-steps">
      {labels.map((label, index) => (
        <li key={index} aria-current={index === labels.length - 1 ? 'step' : undefined}>
          {label}
        </li>
      ))}
    </ol>
  );
}

/** One order: savings, items (bundles grouped) with status labels, estimates and shipped items, shipments with tracking, addresses, totals. */
export function OrderDetails({ order, signal, actions }: { order: CustomerOrder; signal: AbortSignal; actions?: ReactNode }) {
  const ctx = usePlugin<'orders'>();
  const tracking = useTracking(ctx, order, signal);
  const estimates = useEstimates(ctx, order, signal);
  const estimateOf = (item: OrderItem) => estimates[item.id] ?? item.estimatedDelivery;
  const locale = ctx.store.currency.priceLocale;
  const money = (amount: number) => formatOrderMoney(amount, order);
  const itemName = (id: number) => order.items.find((item) => item.id === id)?.name ?? '';
  const savingAmount = money(order.savingAmount);
  const savingPercent = formatPercent(order.savingPercent, locale);
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
            You saved {savingAmount} ({savingPercent}) on this order
          </Trans>
        </p>
      )}
      {actions}
      <h2>
        <Trans>Items</Trans>
      </h2>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {orderLines(order).map((line) =>
          line.kind === 'item' ? (
            <OrderItemRow key={line.item.id} item={line.item} estimate={estimateOf(line.item)} locale={locale} money={money} />
          ) : (
            <li key={`group-${line.group.id}`} className="order-group" data-testid="order-group">
              <h3 className="order-group__title">
                <BundleLabel type={line.group.bundleType} />
              </h3>
              <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {line.items.map((item) => (
                  <OrderItemRow key={item.id} item={item} estimate={estimateOf(item)} locale={locale} money={money} />
                ))}
              </ul>
            </li>
          ),
        )}
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
                {shipment.statusLabels.length > 1 && <StatusSteps labels={shipment.statusLabels} />}
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
      <OrderTotals order={order} withVat={true} />
    </div>
  );
}
