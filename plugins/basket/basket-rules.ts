import type { BasketSnapshot } from '../../contracts/basket.ts';
import type { BasketItemReply, BasketReply } from '../../contracts/basket.ts';

export interface ShownOption {
  name: string;
  value: string;
}

/**
 * Spec 01 section 3: a bundle hides its options; an option whose selected_value is null is
 * dropped, and each drop is reported (the caller logs it as an error).
 */
export function visibleOptions(item: BasketItemReply, onDropped: (option: string) => void): ShownOption[] {
  if (item.productType === 'bundle') return [];
  const shown: ShownOption[] = [];
  for (const option of item.options) {
    if (option.selected_value === null) onDropped(option.name);
    else shown.push({ name: option.name, value: option.selected_value.value });
  }
  return shown;
}

/** Spec 01 'Basket tracking fields': items (each with quantity), total, currency. */
export function basketSnapshot(basket: BasketReply): BasketSnapshot {
  return {
    items: basket.productsList.map((item) => ({
      productId: item.productId,
      sku: item.sku,
      name: item.name,
      brandName: item.brand_name,
      price: item.price,
      quantity: item.qty,
    })),
    total: basket.orderDetails.grandTotal,
    currency: basket.currency,
  };
}

/** Spec 01 'Basket operations use cartItemId, qty, groupItems': the lines of the group a line belongs to (itself included), or none. */
export function groupItemsOf(basket: Pick<BasketReply, 'groups'> | null, cartItemId: number): number[] {
  return basket?.groups.find((group) => group.cartItemIds.includes(cartItemId))?.cartItemIds ?? [];
}

/** The grouped lines of the basket, sent with a discount change (spec 01 section 7). */
export function allGroupItems(basket: Pick<BasketReply, 'groups'> | null): number[] {
  return [...new Set(basket?.groups.flatMap((group) => group.cartItemIds) ?? [])];
}
