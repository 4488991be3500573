import { useLingui } from '@lingui/react/macro';
import { useEffect, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../core/kernel/plugin.ts';
import { useLoad } from '../../../core/ui/use-load.ts';
import { historicalOrderDetails, orderDetails } from '../api.ts';
import { OrderActions } from '../components/OrderActions.tsx';
import { OrderDetails } from '../components/OrderDetails.tsx';
import { LoadFailed, Loading, OrdersFrame } from '../components/OrdersFrame.tsx';
import type { OrdersDeps } from '../deps.ts';

/** One order (order-details-new) or one historical order; someone else's order is the not-found page. */
export function createOrderPage({ ctx }: OrdersDeps, historical: boolean): ComponentType<PageProps> {
  return function OrderViewPage({ resolution, signal }: PageProps) {
    const { t } = useLingui();
    const [, navigate] = useLocation();
    const id = Number(resolution.params.orderId);
    const [state, reload] = useLoad(
      ctx.logger,
      () =>
        historical
          ? ctx.api.call(historicalOrderDetails, { params: { id }, signal })
          : ctx.api.call(orderDetails, { params: { id }, query: { withSavings: '1' }, signal }),
      [id],
    );
    useEffect(() => {
      if (state.status === 'not-found') navigate('/404', { replace: true });
    }, [state.status, navigate]);

    const order = state.status === 'ready' ? state.data : null;
    const title = order ? t`Order #${order.incrementId}` : t`Order`;
    // The delivery address may change within the order's country (delivery costs and taxes depend on it).
    const countries = order
      ? [{ code: order.shippingAddress.countryId, name: new Intl.DisplayNames([ctx.store.language], { type: 'region' }).of(order.shippingAddress.countryId) ?? order.shippingAddress.countryId }]
      : [];
    return (
      <OrdersFrame title={title} testId={historical ? 'historical-order' : 'order-view'}>
        {state.status === 'loading' && <Loading />}
        {state.status === 'error' && <LoadFailed retry={reload} />}
        {order && (
          <OrderDetails
            ctx={ctx}
            order={order}
            signal={signal}
            actions={historical ? undefined : <OrderActions ctx={ctx} order={order} countries={countries} onChanged={reload} />}
          />
        )}
      </OrdersFrame>
    );
  };
}

export function createPage(deps: OrdersDeps): ComponentType<PageProps> {
  return createOrderPage(deps, false);
}
