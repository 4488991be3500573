import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';

export function NotFoundPage() {
  const { t } = useLingui();
  useEffect(() => {
    document.title = t`Page not found`;
  }, [t]);
  return (
    <section className="page-message" data-testid="not-found">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>Sorry, the page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link href="/" className="button">
        <Trans>Back to the sales</Trans>
      </Link>
    </section>
  );
}
