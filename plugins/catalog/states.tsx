import { Trans } from '@lingui/react/macro';

export function Loading() {
  return (
    <p className="catalog-loading" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

export function LoadError({ retry }: { retry: () => void }) {
  return (
    <section className="page-message" role="alert">
      <h1>
        <Trans>This could not be loaded</Trans>
      </h1>
      <p>
        <Trans>Please check your connection and try again.</Trans>
      </p>
      <button type="button" className="button" onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </section>
  );
}
