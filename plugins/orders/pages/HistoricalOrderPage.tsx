import type { PageProps } from '../../../core/plugin-api.ts';
import { OrderPage } from './OrderViewPage.tsx';

export default function HistoricalOrderPage(props: PageProps) {
  return <OrderPage {...props} historical />;
}
