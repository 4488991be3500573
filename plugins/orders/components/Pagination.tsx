import { Trans, useLingui } from '@lingui/react/macro';
import { hasNext, hasPrevious, type PaginationState } from '../../../core/kit/pagination/pagination.ts';
import { pageNumbers } from './page-numbers.ts';

export interface PaginationProps {
  state: PaginationState;
  onPrevious(): void;
  onNext(): void;
  /** Change mode only: go to a page (one of the numbers shown, within 1..count). */
  onGoTo(page: number): void;
}

/** Spec 01 section 4: change mode (previous, the page numbers, next) or extend mode (show earlier, show more). */
export function Pagination({ state, onPrevious, onNext, onGoTo }: PaginationProps) {
  const { t } = useLingui();
  const { current, count } = state;
  if (state.mode === 'extend') {
    return (
      <nav className="pagination" aria-label={t`Pages`} data-testid="pagination">
        {hasPrevious(state) && (
          <button type="button" className="button button--secondary" onClick={onPrevious}>
            <Trans>Show earlier orders</Trans>
          </button>
        )}
        {hasNext(state) && (
          <button type="button" className="button button--secondary" onClick={onNext}>
            <Trans>Show more orders</Trans>
          </button>
        )}
      </nav>
    );
  }
  return (
    <nav className="pagination" aria-label={t`Pages`} data-testid="pagination">
      <button type="button" className="button button--secondary" onClick={onPrevious} disabled={!hasPrevious(state)}>
        <Trans>Previous</Trans>
      </button>
      <ol className="pagination__pages">
        {pageNumbers(current, count).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <button
                type="button"
                className="pagination__page"
                aria-label={t`Page ${page}`}
                aria-current={page === current ? 'page' : undefined}
                onClick={() => page !== current && onGoTo(page)}
              >
                {page}
              </button>
            </li>
          ),
        )}
      </ol>
      <span className="visually-hidden" data-testid="pagination-status" aria-live="polite">
        <Trans>
          Page {current} of {count}
        </Trans>
      </span>
      <button type="button" className="button button--secondary" onClick={onNext} disabled={!hasNext(state)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
