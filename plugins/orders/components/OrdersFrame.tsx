import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import '../../../core/forms/forms.css';
import '../../../core/ui/content.css';
import '../orders.css';

export function OrdersFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="content-page" data-testid={testId}>
      <p>
        <Link href="/customer/account">
          ← <Trans>My account</Trans>
        </Link>
      </p>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

export function Loading() {
  return (
    <p className="muted" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

export function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div className="form-message form-message--error" role="alert">
      <Trans>This could not be loaded.</Trans>{' '}
      <button type="button" className="link-button" onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
