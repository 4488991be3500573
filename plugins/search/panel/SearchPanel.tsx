import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { predictiveSearch, searchRecent, underSearchSales, type RecentSearch } from '../../../contracts/search.ts';
import { errorMessage } from '../../../core/plugin-api.ts';
import { useScreen } from '../../../core/kit/ui/screens.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { useSearchState, type SearchDeps } from '../deps.ts';
import { countSuggestions } from '../search-state.ts';
import { createPredictionLoader, type PredictionLoader } from '../prediction-loader.ts';
import { browserStorage, localRecentSearches, RECENT_SEARCHES_LIMIT } from '../recent-searches.ts';
import { digitsOnly, recentSearchHref, resultsHref } from '../search-links.ts';
import { limitGroups, suggestionCount, type SuggestionGroups } from '../suggestion-groups.ts';
import { Highlighted } from './Highlighted.tsx';
import { ProductSuggestion } from './ProductSuggestion.tsx';
import { useSuggestionPrices } from './use-suggestion-prices.ts';
import { sameOptions, type PanelOption } from './panel-option.ts';

// Loaded with the panel, so a submit needs no further download.
export { submitSearch } from '../submit-search.ts';

/** Recent searches shown in the empty panel (of up to 100 kept). */
const RECENT_SHOWN = 8;
/** Spec 02 section 9: flash sales under the search box, limit 12. */
const SALES_LIMIT = 12;

export interface PanelProps {
  term: string;
  listboxId: string;
  activeId: string | null;
  onOptions(options: readonly PanelOption[]): void;
  onChoose(option: PanelOption): void;
}

interface PanelGroup {
  key: string;
  /** None for a line of its own (See all results), outside the named groups. */
  heading: string | null;
  items: { option: PanelOption; content: ReactNode }[];
}

/** The suggestions for the term in the box, or null while those are not there (older ones are never shown). */
function usePredictions({ ctx }: SearchDeps, term: string): SuggestionGroups | null {
  const [result, setResult] = useState<{ term: string; groups: SuggestionGroups } | null>(null);
  const loader = useRef<PredictionLoader | null>(null);
  useEffect(() => {
    const created = createPredictionLoader({
      load: async (typed, signal) => (await ctx.api.call(predictiveSearch, { query: { storeId: ctx.store.storeId, q: typed.trim() }, signal })).data,
      onResult: (typed, groups) => setResult({ term: typed, groups }),
      onError: (typed, error) => ctx.logger.error(`predictive-search-v2 failed for "${typed}": ${errorMessage(error)}`, error),
    });
    loader.current = created;
    return () => created.dispose();
  }, [ctx]);
  useEffect(() => loader.current?.request(term), [term]);
  return result && result.term === term ? result.groups : null;
}

function useRecentSearches({ ctx }: SearchDeps): readonly RecentSearch[] {
  const { isUserLoggedIn } = useSnapshot(ctx.session);
  const remote = useRemote(
    async (signal) =>
      isUserLoggedIn
        ? (await ctx.api.call(searchRecent, { query: { limit: RECENT_SEARCHES_LIMIT }, signal })).searches
        : localRecentSearches(browserStorage(), ctx.store.storeId).list(),
    [isUserLoggedIn],
    { logger: ctx.logger },
  );
  return remote.status === 'ready' ? remote.data : [];
}

function PanelOptionLink({ item: { option, content }, props }: { item: PanelGroup['items'][number]; props: PanelProps }) {
  return (
    <Link
      id={option.id}
      href={option.href}
      role="option"
      tabIndex={-1}
      aria-selected={option.id === props.activeId}
      className="search-panel__option"
      onClick={(event) => {
        event.preventDefault();
        props.onChoose(option);
      }}
    >
      {content}
    </Link>
  );
}

function PanelView({ groups, status, props }: { groups: PanelGroup[]; status: ReactNode; props: PanelProps }) {
  const { t } = useLingui();
  const options = useMemo(() => groups.flatMap((group) => group.items.map((item) => item.option)), [groups]);
  const reported = useRef<readonly PanelOption[]>([]);
  const { onOptions } = props;
  useEffect(() => {
    if (sameOptions(reported.current, options)) return;
    reported.current = options;
    onOptions(options);
  }, [options, onOptions]);
  useEffect(() => () => onOptions([]), [onOptions]);

  return (
    // Pressing an option must not take focus from the box (the combobox keeps it).
    <div className="search-panel" data-testid="search-panel" onMouseDown={(event) => event.preventDefault()}>
      {options.length > 0 && (
        <div id={props.listboxId} role="listbox" aria-label={t`Search suggestions`} className="search-panel__groups">
          {groups
            .filter((group) => group.items.length > 0)
            .map((group) =>
              group.heading === null ? (
                <div key={group.key} role="presentation" className={`search-panel__group search-panel__group--${group.key}`}>
                  {group.items.map((item) => (
                    <PanelOptionLink key={item.option.id} item={item} props={props} />
                  ))}
                </div>
              ) : (
                <div
                  key={group.key}
                  role="group"
                  aria-labelledby={`${props.listboxId}-${group.key}`}
                  className={`search-panel__group search-panel__group--${group.key}`}
                >
                  <div role="presentation" id={`${props.listboxId}-${group.key}`} className="search-panel__heading">
                    {group.heading}
                  </div>
                  {group.items.map((item) => (
                    <PanelOptionLink key={item.option.id} item={item} props={props} />
                  ))}
                </div>
              ),
            )}
        </div>
      )}
      {status}
    </div>
  );
}

function Predictions(props: PanelProps) {
  const deps = useSearchState();
  const { ctx } = deps;
  const { t } = useLingui();
  const phone = useScreen('m');
  const found = usePredictions(deps, props.term);
  const { state, suggestionsPerGroup } = deps;
  const limited = useMemo(
    () => (found ? limitGroups(found, phone ? suggestionsPerGroup - 1 : suggestionsPerGroup) : null),
    [found, phone, suggestionsPerGroup],
  );
  useEffect(() => countSuggestions(state, limited ? suggestionCount(limited) : 0), [state, limited]);
  const prices = useSuggestionPrices(deps, limited?.products ?? []);
  const groups = useMemo((): PanelGroup[] => {
    if (!limited) return [];
    const item = (kind: string, index: number, title: string, href: string) => ({
      option: { id: `${props.listboxId}-${kind}-${index}`, href, label: title },
      content: <Highlighted text={title} term={props.term} logger={ctx.logger} />,
    });
    const total = limited.productsTotal;
    const digits = digitsOnly(total);
    return [
      { key: 'brands', heading: t`Brands`, items: limited.brands.map((s, i) => item('brand', i, s.title, s.url)) },
      { key: 'types', heading: t`Product types`, items: limited.productTypes.map((s, i) => item('type', i, s.title, s.url)) },
      {
        key: 'products',
        heading: t`Products`,
        items: limited.products.map((product) => ({
          option: { id: `${props.listboxId}-product-${product.productId}`, href: product.url, label: product.name },
          content: <ProductSuggestion product={product} term={props.term} prices={prices} currency={ctx.store.currency} logger={ctx.logger} />,
        })),
      },
      {
        key: 'all',
        heading: null,
        items:
          total > 0
            ? [
                {
                  option: { id: `${props.listboxId}-all`, href: resultsHref(props.term.trim()), label: `${total}` },
                  content: (
                    <span className="search-panel__all" data-testid="search-see-all">
                      <Plural value={total} one={`See ${digits} result`} other={`See all ${digits} results`} />
                    </span>
                  ),
                },
              ]
            : [],
      },
    ];
  }, [ctx.logger, ctx.store.currency, limited, prices, props.listboxId, props.term, t]);
  const status =
    limited === null ? (
      <p className="search-panel__status" role="status">
        <Trans>Searching…</Trans>
      </p>
    ) : suggestionCount(limited) === 0 ? (
      <p className="search-panel__status" role="status" data-testid="search-no-results">
        <Trans>No results</Trans>
      </p>
    ) : null;
  return <PanelView groups={groups} status={status} props={props} />;
}

function Starters(props: PanelProps) {
  const deps = useSearchState();
  const { ctx } = deps;
  const { t } = useLingui();
  const session = useSnapshot(ctx.session);
  const recent = useRecentSearches(deps);
  const sales = useRemote(
    async (signal) =>
      (await ctx.api.call(underSearchSales, { query: { storeId: ctx.store.storeId, groupId: session.raw?.group, limit: SALES_LIMIT }, signal })).sales,
    [session.raw?.group],
    { logger: ctx.logger },
  );
  const groups = useMemo(
    (): PanelGroup[] => [
      {
        key: 'recent',
        heading: t`Recent searches`,
        items: recent.slice(0, RECENT_SHOWN).map((search, i) => ({
          option: { id: `${props.listboxId}-recent-${i}`, href: recentSearchHref(search), label: search.term },
          content: search.term,
        })),
      },
      {
        key: 'sales',
        heading: t`Sales on now`,
        items: (sales.status === 'ready' ? sales.data : []).map((sale) => ({
          option: { id: `${props.listboxId}-sale-${sale.eventId}`, href: sale.url, label: sale.name },
          content: sale.name,
        })),
      },
    ],
    [recent, sales, props.listboxId, t],
  );
  return <PanelView groups={groups} status={null} props={props} />;
}

/** Brands, product types and products for a term, or recent searches and current sales for an empty box. */
export default function SearchPanel(props: PanelProps) {
  return props.term.trim() === '' ? <Starters {...props} /> : <Predictions {...props} />;
}
