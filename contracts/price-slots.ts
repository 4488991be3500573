/**
 * The slots beside a price, where another plugin adds a line about it (product-extras: the EU's
 * lowest price in the 30 days before a reduction). The hosts give the price as they show it.
 */
export interface PriceSlotProps {
  productId: number;
  /** One unit's price as shown: what is paid, the special price if any, the recommended retail price. */
  price: { price: number; specialPrice: number | null; rrp: number | null };
}

declare module '../core/kernel/slots.ts' {
  interface KnownSlotProps {
    /** Under a product's price on its page and on its card in a listing (host: catalog). */
    'product.price': PriceSlotProps;
    /** Under the price of a line in the basket (host: basket). */
    'basket.line-price': PriceSlotProps;
  }
}
