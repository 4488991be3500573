/** At most this many ids per omnibus-prices request (the contract's limit). */
export const PRIOR_PRICE_BATCH = 42;

export interface PriorPrices {
  /** The product's EU prior price, or null when there is none (or it could not be loaded). */
  get(productId: number): Promise<number | null>;
}

/**
 * The prior prices of a page's products, asked for together: every line that wants one within
 * `delayMs` joins one request (42 ids at most each), and each product is asked for once per page
 * load. `fetchBatch` answers the prices it found; a failed batch counts as none found.
 */
export function createPriorPrices(fetchBatch: (productIds: number[]) => Promise<Map<number, number>>, delayMs = 10): PriorPrices {
  const known = new Map<number, Promise<number | null>>();
  let waiting: { productId: number; resolve: (price: number | null) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    const batch = waiting;
    waiting = [];
    for (let i = 0; i < batch.length; i += PRIOR_PRICE_BATCH) {
      const part = batch.slice(i, i + PRIOR_PRICE_BATCH);
      fetchBatch(part.map((w) => w.productId)).then(
        (prices) => part.forEach((w) => w.resolve(prices.get(w.productId) ?? null)),
        () => part.forEach((w) => w.resolve(null)),
      );
    }
  };

  return {
    get(productId) {
      let price = known.get(productId);
      if (!price) {
        price = new Promise((resolve) => waiting.push({ productId, resolve }));
        known.set(productId, price);
        timer ??= setTimeout(flush, delayMs);
      }
      return price;
    },
  };
}
