import type { ComponentType } from 'react';
import type { PageProps } from '../../../core/plugin-api.ts';
import { historicalOrders } from '../../../contracts/orders.ts';
import type { OrdersDeps } from '../deps.ts';
import { createListPage } from './OrderHistoryPage.tsx';

export function createPage(deps: OrdersDeps): ComponentType<PageProps> {
  return createListPage(deps, historicalOrders, true);
}
