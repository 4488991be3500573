import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { orderDetails } from '../../../contracts/orders.ts';
import { type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { useTitle } from '../../../core/kit/ui/use-title.ts';
import { formatOrderMoney } from '../format.ts';
import '../../../core/kit/ui/content.css';
import '../orders.css';
import { OrderSuccessDetails } from '../components/OrderSuccessDetails.tsx';

/** The order id from the route metadata (set by whoever navigates here), else the order_id query parameter. */
export function successOrderId(metadata: Record<string, unknown>, search: string): number | null {
  const raw = metadata.orderId ?? new URLSearchParams(search).get('order_id');
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
  return id !== null && Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : null;
}

/**
 * The order confirmation: the member's order (number, items, totals, delivery, payment, next steps), and the page view that
 * carries the order id, so the trackers report the purchase only for an order that exists.
 */
export default function OrderSuccessPage({ resolution, signal, reportView }: PageProps) {
  const ctx = usePlugin<'orders'>();
  const { t } = useLingui();
  useTitle(ctx.shell, t`Thank you for your order`);
  const { isUserLoggedIn } = useSnapshot(ctx.session);
  const orderId = successOrderId(resolution.metadata, resolution.search);
  const known = orderId !== null && isUserLoggedIn;
  const order = useRemote((s) => (known ? ctx.api.call(orderDetails, { params: { id: orderId }, signal: s }) : Promise.resolve(null)), [orderId, known], {
    signal,
    logger: ctx.logger,
  });

  useEffect(() => {
    if (order.status === 'loading') return;
    reportView({ entityId: order.status === 'ready' && order.data ? order.data.id : null });
  }, [order, reportView]);

  const placed = order.status === 'ready' ? order.data : null;
  return (
    <section className="content-page content-page--narrow" data-testid="order-success">
      <h1>
        <Trans>Thank you for your order</Trans>
      </h1>
      {placed && (
        <p data-testid="order-summary">
          <Trans>
            Order #{placed.incrementId}, {formatOrderMoney(placed.total, placed)}
          </Trans>
        </p>
      )}
      {order.status === 'loading' && known && <p role="status" className="muted">{t`Loading your order…`}</p>}
      {placed ? (
        <OrderSuccessDetails order={placed} />
      ) : (
        <p>
          <Trans>We have received your order and sent you a confirmation by email.</Trans>
        </p>
      )}
      <p className="order-success__continue">
        <ctx.RouteLink to="home" className="button" data-testid="continue-shopping">
          <Trans>Continue shopping</Trans>
        </ctx.RouteLink>
      </p>
    </section>
  );
}
