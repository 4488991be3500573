import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A page (or its plugin) failed; the shell around it still works. */
export function PageError({ retry, children }: { retry?: () => void; children?: ReactNode }) {
  return (
    <section className="page-message" role="alert">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>{children ?? <Trans>This part of the page could not be shown. Please try again later.</Trans>}</p>
      <button type="button" className="button" onClick={retry ?? (() => window.location.reload())}>
        <Trans>Try again</Trans>
      </button>
    </section>
  );
}
