import type { ScopedLogger } from '../../core/plugin-api.ts';
import type { BasketItemReply } from '../../contracts/basket.ts';
import { visibleOptions } from './basket-rules.ts';

/** An item's chosen options (name: value); bundles show none, null values are dropped and logged. */
export function ItemOptions({ item, logger }: { item: BasketItemReply; logger: ScopedLogger }) {
  const options = visibleOptions(item, (name) =>
    logger.error(`item ${item.cartItemId} (${item.sku}) has option "${name}" without a selected value; not shown`),
  );
  if (options.length === 0) return null;
  return (
    <ul className="basket-options">
      {options.map((option) => (
        <li key={option.name}>
          {option.name}: <strong>{option.value}</strong>
        </li>
      ))}
    </ul>
  );
}
