import type { PageProps } from '../../../core/plugin-api.ts';
import { historicalOrders } from '../../../contracts/orders.ts';
import { OrderList } from './OrderHistoryPage.tsx';

/** The orders of the previous shop, one page at a time. */
export default function HistoricalOrdersPage(props: PageProps) {
  return <OrderList {...props} endpoint={historicalOrders} historical mode="change" />;
}
