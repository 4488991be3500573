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
