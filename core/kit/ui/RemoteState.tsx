import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageNotFoundError } from '../../routing/not-found.ts';
import type { Remote } from './use-remote.ts';

interface Props<T> {
  state: Remote<T>;
  /** `page`: the whole page's data (a failure is the page's message); `section`: one part of a page. */
  variant?: 'page' | 'section';
  /** What a 404 shows; by default the shell's not-found page. */
  notFound?: ReactNode;
  /** Shown instead of `children` when the data is there but empty. */
  empty?: { when: (data: T) => boolean; view: ReactNode };
  children: (data: T) => ReactNode;
}

export function LoadingState() {
  return (
    <p className="remote-state remote-state--loading" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

export function ErrorState({ variant = 'section', retry }: { variant?: 'page' | 'section'; retry: () => void }) {
  const button = (
    <button type="button" className={variant === 'page' ? 'button' : 'link-button'} onClick={retry}>
      <Trans>Try again</Trans>
    </button>
  );
  if (variant === 'section') {
    return (
      <div className="remote-state remote-state--error" role="alert">
        <Trans>This could not be loaded.</Trans> {button}
      </div>
    );
  }
  return (
    <section className="page-message" role="alert">
      <h1>
        <Trans>This could not be loaded</Trans>
      </h1>
      <p>
        <Trans>Please check your connection and try again.</Trans>
      </p>
      {button}
    </section>
  );
}

/** The loading, empty, error and not-found states of remote data, the same in every plugin; `children` renders the data. */
export function RemoteState<T>({ state, variant = 'section', notFound, empty, children }: Props<T>) {
  switch (state.status) {
    case 'loading':
      return <LoadingState />;
    case 'error':
      return <ErrorState variant={variant} retry={state.reload} />;
    case 'not-found':
      if (notFound !== undefined) return <>{notFound}</>;
      throw new PageNotFoundError();
    case 'ready':
      return <>{empty?.when(state.data) ? empty.view : children(state.data)}</>;
  }
}
