import type { ProductCard } from '../../../contracts/catalog.ts';
import { type CurrencyFormat, formatMoney, type ScopedLogger } from '../../../core/plugin-api.ts';
import { Highlighted } from './Highlighted.tsx';
import type { SuggestionPrices } from './use-suggestion-prices.ts';

interface Props {
  product: ProductCard;
  term: string;
  prices: SuggestionPrices;
  currency: CurrencyFormat;
  logger: ScopedLogger;
}

/** A suggested product: its picture, brand and name (the typed part marked) and, where the shopper may see it, its price. */
export function ProductSuggestion({ product, term, prices, currency, logger }: Props) {
  const price = prices.visible ? prices.prices.get(product.productId) : undefined;
  const paid = price ? (price.specialPrice ?? price.price) : null;
  // Most names begin with their brand already: it is not said twice.
  const brand = product.name.toLowerCase().startsWith(product.brandName.toLowerCase()) ? '' : product.brandName;
  return (
    <span className="search-product">
      <img className="search-product__image" src={product.imageUrl} alt="" width={48} height={48} loading="lazy" />
      <span className="search-product__text">
        {brand && <span className="search-product__brand">{brand}</span>}
        <span className="search-product__name">
          <Highlighted text={product.name} term={term} logger={logger} />
        </span>
      </span>
      {prices.visible && (
        <span className="search-product__price" data-testid="search-product-price">
          {paid === null ? '' : formatMoney(paid, currency)}
        </span>
      )}
    </span>
  );
}
