import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Bestseller } from '../../contracts/bestsellers.ts';

/** A list of bestsellers (the home's, a brand's) under its heading; nothing when empty. */
export function BestsellerList({ id, items }: { id: string; items: readonly Bestseller[] }) {
  if (items.length === 0) return null;
  return (
    <section className="bestsellers" aria-labelledby={id} data-testid="bestsellers">
      <h2 id={id}>
        <Trans>Bestsellers</Trans>
      </h2>
      <ul className="bestsellers__list">
        {items.map((item) => (
          <li key={item.productId}>
            <Link href={item.url}>
              <img src={item.productImageUrl} alt="" width={120} height={120} loading="lazy" />
              <span>{item.productName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
