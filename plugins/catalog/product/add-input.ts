import type { BasketAddInput } from '../../../contracts/basket-service.ts';
import type { ProductDetail } from '../../../contracts/catalog.ts';

export type Choices = Record<number, number | undefined>;

/** The first option not chosen yet (the product cannot be added before it is), or undefined. */
export function firstMissingOption(product: Pick<ProductDetail, 'options'>, choices: Choices): ProductDetail['options'][number] | undefined {
  return product.options.find((option) => choices[option.attributeId] === undefined);
}

/** Why the product cannot be added yet (an option is not chosen), or null when it can. */
export function missingOption(product: Pick<ProductDetail, 'options'>, choices: Choices): string | null {
  return firstMissingOption(product, choices)?.label ?? null;
}

/** The most of one product a shopper may add at a time. */
export const MAX_QUANTITY = 10;

/** A typed quantity as a whole number from 1 to MAX_QUANTITY, or null when it is not one. */
export function parseQuantity(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/**
 * basket-add's body (spec 01 section 7): productID, quantity, options[attr] for configurable
 * products, bundleOptions[option][selection] quantities for bundles (their default quantities).
 */
export function addInput(product: ProductDetail, quantity: number, choices: Choices): BasketAddInput {
  const input: BasketAddInput = { productID: product.productId, quantity };
  if (product.productType === 'configurable') {
    input.options = Object.fromEntries(product.options.map((o) => [String(o.attributeId), choices[o.attributeId]!]));
  }
  if (product.productType === 'bundle') {
    input.bundleOptions = Object.fromEntries(
      product.bundleOptions.map((option) => [String(option.optionId), Object.fromEntries(option.selections.map((s) => [String(s.selectionId), s.defaultQty]))]),
    );
  }
  return input;
}
