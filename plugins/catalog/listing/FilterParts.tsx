import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ListingSort } from '../../../contracts/listing-facets.ts';
import { usePlugin } from '../../../core/plugin-api.ts';
import { wholeMoney } from './facet-labels.ts';

/** A price band: "Under £50", "£50 – £100", "£200 and over". */
export function PriceLabel({ min, max }: { min: number; max: number | null }) {
  const ctx = usePlugin<'catalog'>();
  const from = wholeMoney(min, ctx.store.currency);
  if (max === null) return <Trans>{from} and over</Trans>;
  const to = wholeMoney(max, ctx.store.currency);
  if (min === 0) return <Trans>Under {to}</Trans>;
  return (
    <>
      {from} – {to}
    </>
  );
}

/** The listing's order: the sale's own (or the term's relevance), price up or down, biggest saving, newest. */
export function SortSelect({ sort, isSearch }: { sort: ListingSort; isSearch: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const labels: Record<ListingSort, string> = {
    relevance: isSearch ? t`Relevance` : t`Recommended`,
    'price-asc': t`Price: low to high`,
    'price-desc': t`Price: high to low`,
    discount: t`Biggest discount`,
    newest: t`Newest`,
  };
  return (
    <div className="listing-filters__sort">
      <label htmlFor={id}>
        <Trans>Sort by</Trans>
      </label>
      <select id={id} name="sort" value={sort} onChange={() => {}}>
        {(Object.keys(labels) as ListingSort[]).map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
