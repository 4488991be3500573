import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { ListingFacets } from '../../../contracts/listing-facets.ts';
import { usePlugin } from '../../../core/plugin-api.ts';
import { percent } from './facet-labels.ts';
import { filterStateFromSearch, LISTING_PARAMS, type ListingFilterState } from './listing-filters.ts';
import { PriceLabel, SortSelect } from './FilterParts.tsx';
import { useKeptAcrossFilterChange, type FilterChange } from './use-kept-across-filter-change.ts';

interface Props {
  path: string;
  search: string;
  facets: ListingFacets | undefined;
  /** A search's results: relevance is the term's; a listing's is the sale's own order. */
  isSearch: boolean;
}

/** The form's values as a query string: empty values and the default sort left out, so addresses stay short. */
function formSearch(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || value === '' || (name === 'sort' && value === 'relevance')) continue;
    params.append(name, value);
  }
  return params.toString();
}

function Option({ type, name, value, checked, children }: { type: 'checkbox' | 'radio'; name: string; value: string; checked: boolean; children: ReactNode }) {
  return (
    <li>
      <label className="listing-filters__option">
        <input type={type} name={name} value={value} checked={checked} onChange={() => {}} />
        {children}
      </label>
    </li>
  );
}

function Group({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="listing-filters__group">
      <legend>{legend}</legend>
      <ul>{children}</ul>
    </fieldset>
  );
}

const Count = ({ count }: { count: number }) => <span className="listing-filters__count">{count}</span>;

function FacetGroups({ facets, state }: { facets: ListingFacets; state: ListingFilterState }) {
  const ctx = usePlugin<'catalog'>();
  const { t } = useLingui();
  const locale = ctx.store.currency.priceLocale;
  const checkboxes = (name: string, values: { value: string; label: string; count: number }[], chosen: string[]) =>
    values.map((v) => (
      <Option key={v.value} type="checkbox" name={name} value={v.value} checked={chosen.includes(v.value)}>
        {v.label} <Count count={v.count} />
      </Option>
    ));
  return (
    <>
      {facets.categories.length > 1 && <Group legend={t`Category`}>{checkboxes('category', facets.categories, state.categories)}</Group>}
      {facets.brands.length > 1 && <Group legend={t`Brand`}>{checkboxes('brand', facets.brands, state.brands)}</Group>}
      {facets.sizes.length > 0 && (
        <Group legend={t`Size`}>
          {facets.sizes.map((v) => (
            <Option key={v.value} type="checkbox" name="size" value={v.value} checked={state.sizes.includes(v.value)}>
              {v.label} <Count count={v.count} />
            </Option>
          ))}
        </Group>
      )}
      {facets.prices.length > 1 && (
        <Group legend={t`Price`}>
          {facets.prices.map((v) => (
            <Option key={v.value} type="checkbox" name="price" value={v.value} checked={state.prices.includes(v.value)}>
              <PriceLabel min={v.min} max={v.max} /> <Count count={v.count} />
            </Option>
          ))}
        </Group>
      )}
      {facets.discounts.some((v) => v.count > 0) && (
        <Group legend={t`Discount`}>
          <Option type="radio" name="discount" value="" checked={state.discount === null}>
            <Trans>Any</Trans>
          </Option>
          {facets.discounts
            .filter((v) => v.count > 0 || v.value === state.discount)
            .map((v) => {
              const share = percent(Number(v.value), locale);
              return (
                <Option key={v.value} type="radio" name="discount" value={v.value} checked={state.discount === v.value}>
                  <Trans>{share} or more</Trans> <Count count={v.count} />
                </Option>
              );
            })}
        </Group>
      )}
    </>
  );
}

/**
 * The filters and sort of a listing as a GET form: it works without JavaScript (the "Show
 * results" button submits it, the server renders the result); with JavaScript every change
 * applies at once. On a phone the filters are a panel behind a "Filters" button; on a desktop
 * they are a sidebar.
 */
export function ListingFilters({ path, search, facets, isSearch }: Props) {
  const [, navigate] = useLocation();
  // What the shopper chose on this address, shown at once while the listing loads; a new address replaces it.
  const [draft, setDraft] = useState({ on: search, query: search });
  const state = filterStateFromSearch(draft.on === search ? draft.query : search);
  const panelId = useId();
  const chosen = state.brands.length + state.categories.length + state.sizes.length + state.prices.length + (state.discount === null ? 0 : 1);
  const kept = [...new URLSearchParams(search)].filter(([name]) => !LISTING_PARAMS.has(name));

  const { formRef, panelRef, initiallyOpen, remember } = useKeptAcrossFilterChange(path);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.target;
    // "Show results" closes the phone's panel: the shopper has chosen and wants the products.
    if (event.type === 'submit' && panelRef.current) panelRef.current.open = false;
    const change: FilterChange = { path, open: panelRef.current?.open ?? false };
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) change.field = { name: field.name, value: field.value };
    remember(change);
    const query = formSearch(event.currentTarget);
    setDraft({ on: search, query });
    navigate(query ? `${path}?${query}` : path);
  };
  return (
    <form ref={formRef} method="get" action={path} className="listing-filters" data-testid="listing-filters" onChange={apply} onSubmit={apply}>
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <SortSelect sort={state.sort} isSearch={isSearch} />
      <details ref={panelRef} className="listing-filters__panel" id={panelId} open={initiallyOpen}>
        <summary className="listing-filters__toggle">
          <Trans>Filters</Trans>
          {chosen > 0 && <span className="listing-filters__chosen">{chosen}</span>}
        </summary>
        <div className="listing-filters__groups">
          {facets && <FacetGroups facets={facets} state={state} />}
          <button type="submit" className="button listing-filters__submit">
            <Trans>Show results</Trans>
          </button>
        </div>
      </details>
    </form>
  );
}
