import type { ComponentType } from 'react';
import type { ServiceRef } from '../core/kernel/services.ts';
import { serviceRef } from '../core/kernel/services.ts';

/*
 * The catalog's "lowest price in the 30 days before the reduction" line (EU stores, beside every
 * reduced price) as a service, so that the basket shows it beside its reduced lines without
 * importing the catalog. The line fetches the prior prices itself, batched across the page.
 */
export interface LowestPriceProps {
  productId: number;
  /** The unit price as shown: the line appears only when it is a reduced price in an EU store. */
  price: { price: number; specialPrice: number | null; rrp: number | null };
  className?: string;
}

export interface LowestPriceService {
  LowestPrice: ComponentType<LowestPriceProps>;
}

export const lowestPriceService: ServiceRef<LowestPriceService, 'lowest-price'> = serviceRef('lowest-price');
