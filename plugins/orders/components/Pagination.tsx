import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { hasNext, hasPrevious, isValidPage, type PaginationState } from '../../../core/pagination/pagination.ts';

export interface PaginationProps {
  state: PaginationState;
  onPrevious(): void;
  onNext(): void;
  /** Change mode only: go to a page (values outside 1..count are refused). */
  onGoTo(page: number): void;
}

/** Spec 01 section 4: change mode (previous, next, go to page) or extend mode (show earlier, show more). */
export function Pagination({ state, onPrevious, onNext, onGoTo }: PaginationProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
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
  const goTo = (event: FormEvent) => {
    event.preventDefault();
    const page = Number(typed);
    if (!isValidPage(state, page)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setTyped('');
    onGoTo(page);
  };
  return (
    <nav className="pagination" aria-label={t`Pages`} data-testid="pagination">
      <button type="button" className="button button--secondary" onClick={onPrevious} disabled={!hasPrevious(state)}>
        <Trans>Previous</Trans>
      </button>
      <span data-testid="pagination-status">
        <Trans>
          Page {current} of {count}
        </Trans>
      </span>
      <button type="button" className="button button--secondary" onClick={onNext} disabled={!hasNext(state)}>
        <Trans>Next</Trans>
      </button>
      {count > 2 && (
        <form onSubmit={goTo} className="pagination__goto" noValidate>
          <label>
            <span className="visually-hidden">
              <Trans>Go to page</Trans>
            </span>
            <input
              type="number"
              min={1}
              max={count}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={invalid || undefined}
              placeholder={t`Page`}
            />
          </label>
          <button type="submit" className="button button--secondary">
            <Trans>Go</Trans>
          </button>
          {invalid && (
            <span className="field__error" role="alert">
              <Trans>Choose a page between 1 and {count}.</Trans>
            </span>
          )}
        </form>
      )}
    </nav>
  );
}
