import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { pageNumbers } from './listing-filters.ts';
import { pageHref } from './listing-query.ts';

/** Previous, the page numbers (1 2 3 … 9) and next, between 1 and the page count (spec 01 section 4, change mode). */
export function Pager({ path, search, page, pagesCount }: { path: string; search: string; page: number; pagesCount: number }) {
  const { t } = useLingui();
  if (pagesCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t`Pages`}>
      {page > 1 ? (
        <Link href={pageHref(path, search, page - 1)} rel="prev" className="pager__step">
          <Trans>Previous</Trans>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <ol className="pager__pages">
        {pageNumbers(page, pagesCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pager__gap">
              …
            </li>
          ) : (
            <li key={n}>
              <Link href={pageHref(path, search, n)} aria-current={n === page ? 'page' : undefined} aria-label={t`Page ${n}`} className="pager__page">
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      <span className="visually-hidden" data-testid="pager-status">
        <Trans>
          Page {page} of {pagesCount}
        </Trans>
      </span>
      {page < pagesCount ? (
        <Link href={pageHref(path, search, page + 1)} rel="next" className="pager__step">
          <Trans>Next</Trans>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
