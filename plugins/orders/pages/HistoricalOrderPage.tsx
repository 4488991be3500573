import type { ComponentType } from 'react';
import type { PageProps } from '../../../core/plugin-api.ts';
import type { OrdersDeps } from '../deps.ts';
import { createOrderPage } from './OrderViewPage.tsx';

export function createPage(deps: OrdersDeps): ComponentType<PageProps> {
  return createOrderPage(deps, true);
}
