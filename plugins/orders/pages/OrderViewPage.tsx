import { useLingui } from '@lingui/react/macro';
import { displayNames, type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { historicalOrderDetails, orderDetails } from '../../../contracts/orders.ts';
import { OrderActions } from '../components/OrderActions.tsx';
import { OrderDetails } from '../components/OrderDetails.tsx';
import { OrdersFrame } from '../components/OrdersFrame.tsx';

/** One order (order-details-new) or one historical order; someone else's order is the not-found page. */
export function OrderPage({ resolution, signal, historical }: PageProps & { historical: boolean }) {
  const ctx = usePlugin<'orders'>();
  const { t } = useLingui();
  const id = Number(resolution.params.orderId);
  const state = useRemote(
    (s) =>
      historical
        ? ctx.api.call(historicalOrderDetails, { params: { id }, signal: s })
        : ctx.api.call(orderDetails, { params: { id }, query: { withSavings: '1' }, signal: s }),
    [id],
    { signal, logger: ctx.logger },
  );

  const order = state.status === 'ready' ? state.data : null;
  const title = order ? t`Order #${order.incrementId}` : t`Order`;
  // The delivery address may change within the order's country (delivery costs and taxes depend on it).
  const countries = order
    ? [
        {
          code: order.shippingAddress.countryId,
          name: displayNames(ctx.store.language, { type: 'region' }).of(order.shippingAddress.countryId) ?? order.shippingAddress.countryId,
        },
      ]
    : [];
  return (
    <OrdersFrame title={title} testId={historical ? 'historical-order' : 'order-view'}>
      <RemoteState state={state}>
        {(loaded) => (
          <OrderDetails
            order={loaded}
            signal={signal}
            actions={historical ? undefined : <OrderActions order={loaded} countries={countries} onChanged={state.reload} />}
          />
        )}
      </RemoteState>
    </OrdersFrame>
  );
}

export default function OrderViewPage(props: PageProps) {
  return <OrderPage {...props} historical={false} />;
}
