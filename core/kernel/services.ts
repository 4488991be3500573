/**
 * Typed keys for values plugins share through ctx.provide / ctx.use, so a plugin can use
 * another's service without importing it (and does without it when that plugin is off).
 */

export interface BasketAddInput {
  productID: number;
  quantity: number;
  /** options[attributeId] = valueId (configurable products). */
  options?: Record<string, number>;
  /** bundleOptions[optionId][selectionId] = quantity (bundles). */
  bundleOptions?: Record<string, Record<string, number>>;
}

export interface BasketService {
  /** Adds to the basket and shows the added-to-basket panel; rejects with the server's message. */
  add(input: BasketAddInput): Promise<void>;
}

export const SERVICES = {
  basket: 'basket',
} as const;
