import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { type EndpointDef, type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { createPagination, goTo, next, previous, withCount, type PaginationMode, type PaginationState } from '../../../core/kit/pagination/pagination.ts';
import { helpdeskOrders, type historicalOrders, type OrderSummary, type OrdersList } from '../../../contracts/orders.ts';
import { ErrorState, LoadingState } from '../../../core/kit/ui/RemoteState.tsx';
import { OrdersFrame } from '../components/OrdersFrame.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { ORDERS_PAGE_SIZE, useOrdersState } from '../deps.ts';
import { formatOrderDate, formatOrderMoney } from '../format.ts';

type ListEndpoint = typeof helpdeskOrders | typeof historicalOrders;

function OrderRows({ orders, viewPath }: { orders: OrderSummary[]; viewPath: (id: number) => string | null }) {
  const { t } = useLingui();
  return (
    <table className="data-table" data-testid="orders-table">
      <thead>
        <tr>
          <th>{t`Order`}</th>
          <th>{t`Date`}</th>
          <th>{t`Status`}</th>
          <th>{t`Total`}</th>
          <th>
            <span className="visually-hidden">{t`Actions`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-testid="order-row">
            <td>#{order.incrementId}</td>
            <td>{formatOrderDate(order.orderDate)}</td>
            <td>{order.statusLabel}</td>
            <td>{formatOrderMoney(order.total, order)}</td>
            <td>
              <Link href={viewPath(order.id) ?? ''} aria-label={t`View order ${order.incrementId}`}>
                <Trans>View</Trans>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface OrderListProps extends PageProps {
  endpoint: ListEndpoint;
  historical: boolean;
  mode: PaginationMode;
}

/** Order history (helpdesk-orders) or historical orders, 5 per page, in change or extend mode. */
export function OrderList({ endpoint, historical, mode, signal }: OrderListProps) {
  const ctx = usePlugin<'orders'>();
  const viewPath = (id: number) => (historical ? ctx.href('historical-order', { orderId: id }) : ctx.href('order-view', { orderId: id }));
  const { t } = useLingui();
  const [pagination, setPagination] = useState<PaginationState>(() => createPagination(mode, 1));
  const [pages, setPages] = useState<Map<number, OrderSummary[]>>(new Map());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // The page asked for last is fetched when it is not loaded yet.
  useEffect(() => {
    const page = pagination.next;
    if (pages.has(page)) return;
    // The failure shown is that of the last fetch: it goes as the next fetch starts.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFailed(false);
    (ctx.api.call(endpoint as EndpointDef, { query: { page, limit: ORDERS_PAGE_SIZE, withDetails: '0' }, signal }) as Promise<OrdersList>).then(
      (reply) => {
        setPages((current) => new Map(current).set(page, reply.items));
        setPagination((current) => withCount(current, reply.pagesCount));
      },
      (error: unknown) => {
        if (signal.aborted) return;
        ctx.logger.warn('orders list failed to load', error);
        setFailed(true);
      },
    );
  }, [ctx, endpoint, pagination.next, attempt, signal, pages]);

  const shown = mode === 'change' ? [pagination.current] : range(pagination.initial, pagination.current);
  const ready = shown.every((page) => pages.has(page));
  const orders = shown.flatMap((page) => pages.get(page) ?? []);
  return (
    <OrdersFrame title={historical ? t`Orders from our previous shop` : t`My orders`} testId={historical ? 'historical-orders' : 'order-history'}>
      {failed && <ErrorState retry={() => setAttempt((n) => n + 1)} />}
      {!failed && !ready && orders.length === 0 && <LoadingState />}
      {ready && orders.length === 0 && (
        <p>
          <Trans>You have not placed any order yet.</Trans>
        </p>
      )}
      {orders.length > 0 && <OrderRows orders={orders} viewPath={viewPath} />}
      {!historical && (
        <p>
          <ctx.RouteLink to="historical-orders">
            <Trans>Orders from our previous shop</Trans>
          </ctx.RouteLink>
        </p>
      )}
      {pagination.count > 1 && (
        <Pagination
          state={pagination}
          onPrevious={() => setPagination(previous)}
          onNext={() => setPagination(next)}
          onGoTo={(page) => setPagination((current) => goTo(current, page))}
        />
      )}
    </OrdersFrame>
  );
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/** The page follows the store's pagination option, which the plugin's setup is given. */
export default function OrderHistoryPage(props: PageProps) {
  const { options } = useOrdersState();
  return <OrderList {...props} endpoint={helpdeskOrders} historical={false} mode={options.paginationMode ?? 'change'} />;
}
