import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { ListingFacets } from '../../../contracts/listing-facets.ts';
import { parsePriceRange } from '../../../contracts/listing-filter-values.ts';
import { usePlugin } from '../../../core/plugin-api.ts';
import { percent } from './facet-labels.ts';
import { PriceLabel } from './FilterParts.tsx';
import { activeFilters, hrefClearAll, hrefWithout, type ActiveFilter, type ListingFilterState } from './listing-filters.ts';

function ChipLabel({ filter }: { filter: ActiveFilter }) {
  const ctx = usePlugin<'catalog'>();
  if (filter.param === 'price') {
    const range = parsePriceRange(filter.value);
    return range ? <PriceLabel min={range.min} max={range.max} /> : <>{filter.value}</>;
  }
  if (filter.param === 'discount') {
    const share = percent(Number(filter.value), ctx.store.currency.priceLocale);
    return <Trans>{share} or more</Trans>;
  }
  if (filter.param === 'size') {
    const size = filter.label;
    return <Trans>Size {size}</Trans>;
  }
  return <>{filter.label}</>;
}

/** The chosen filters as chips that each take theirs away (plain links: they work without JavaScript), and "Clear all". */
export function ActiveFilters(props: { path: string; search: string; state: ListingFilterState; facets: ListingFacets | undefined }) {
  const { path, search, state, facets } = props;
  const { t } = useLingui();
  const active = activeFilters(state, facets);
  if (active.length === 0) return null;
  return (
    <nav className="active-filters" aria-label={t`Active filters`} data-testid="active-filters">
      <ul>
        {active.map((filter) => (
          <li key={`${filter.param}=${filter.value}`}>
            <Link href={hrefWithout(path, search, filter.param, filter.value)} className="active-filters__chip">
              <ChipLabel filter={filter} />
              <span className="visually-hidden">
                {' '}
                <Trans>(remove)</Trans>
              </span>
              <span aria-hidden="true"> ×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href={hrefClearAll(path, search)} className="active-filters__clear">
            <Trans>Clear all</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
