import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { pageHref } from './listing-query.ts';

/** Previous / next between 1 and the page count (spec 01 section 4, change mode). */
export function Pager({ path, search, page, pagesCount }: { path: string; search: string; page: number; pagesCount: number }) {
  const { t } = useLingui();
  if (pagesCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t`Pages`}>
      {page > 1 ? (
        <Link href={pageHref(path, search, page - 1)} rel="prev">
          <Trans>Previous</Trans>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span data-testid="pager-status">
        <Trans>
          Page {page} of {pagesCount}
        </Trans>
      </span>
      {page < pagesCount ? (
        <Link href={pageHref(path, search, page + 1)} rel="next">
          <Trans>Next</Trans>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
