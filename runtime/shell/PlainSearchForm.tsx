import { useLingui } from '@lingui/react/macro';
import { PLAIN_SEARCH_FIELD, SEARCH_TERM_MAX, SEARCH_TERM_PARAM } from '../../contracts/search-paths.ts';
import { useKernel } from '../app/kernel-context.tsx';
import { SearchIcon } from '../../core/kit/ui/SearchIcon.tsx';

/**
 * The header's search box until a plugin fills the slot (the search plugin loads after the first
 * page): a plain search form to the store's results page (GET /search?s=…), which works on its
 * own. Nothing when the store has no search route. The field is required: an empty box sends
 * nothing, with or without JavaScript (the results page of an empty term is only a hint).
 */
export function PlainSearchForm() {
  const kernel = useKernel();
  const { t } = useLingui();
  const action = kernel.routes.href('search');
  if (action === null) return null;
  return (
    <form role="search" action={action} method="get" className="search-box" data-testid="search-box">
      <input
        type="search"
        name={SEARCH_TERM_PARAM}
        className="search-box__input"
        aria-label={t`Search the shop`}
        placeholder={t`Search brands, skis, jackets…`}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_TERM_MAX}
        required
        {...{ [PLAIN_SEARCH_FIELD]: '' }}
      />
      <button type="submit" className="search-box__submit" aria-label={t`Search`}>
        <SearchIcon />
      </button>
    </form>
  );
}
