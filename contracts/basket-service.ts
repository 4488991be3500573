import type { ServiceRef } from '../core/kernel/services.ts';
import { serviceRef } from '../core/kernel/services.ts';

/*
 * The basket plugin's service, on its own module: a plugin that uses it (the product page's add
 * button) loads this handle, not the basket's endpoints, and none of it in a store without basket.
 */

/** What a product page sends to add an item (the body of basket-add). */
export interface BasketAddInput {
  productID: number;
  quantity: number;
  /** options[attributeId] = valueId (configurable products). */
  options?: Record<string, number>;
  /** bundleOptions[optionId][selectionId] = quantity (bundles). */
  bundleOptions?: Record<string, Record<string, number>>;
}

/** Other plugins add to the basket without importing the basket plugin. */
export interface BasketService {
  /** Adds to the basket and shows the added-to-basket panel; rejects with the server's message. */
  add(input: BasketAddInput): Promise<void>;
}

export const basketService: ServiceRef<BasketService, 'basket'> = serviceRef('basket');
