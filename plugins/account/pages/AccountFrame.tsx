import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { Loaded } from '../../../core/ui/use-load.ts';
import '../../../core/forms/forms.css';
import '../../../core/ui/content.css';

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

function NavItem({ href, children }: { href: string; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <li>
      <Link href={href} aria-current={trim(location) === trim(href) ? 'page' : undefined}>
        {children}
      </Link>
    </li>
  );
}

/** The account pages' frame: side navigation and the page's content. */
export function AccountFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  const { t } = useLingui();
  return (
    <section className="content-page account-layout" data-testid={testId}>
      <nav className="account-nav" aria-label={t`My account`}>
        <ul>
          <NavItem href="/customer/account">
            <Trans>Dashboard</Trans>
          </NavItem>
          <NavItem href="/customer/account/edit/">
            <Trans>Account Information</Trans>
          </NavItem>
          <NavItem href="/customer/address/">
            <Trans>Addresses</Trans>
          </NavItem>
          <NavItem href="/sales/order/history/">
            <Trans>Orders</Trans>
          </NavItem>
          <NavItem href="/sales/billing_agreement/">
            <Trans>Payment details</Trans>
          </NavItem>
          <NavItem href="/rewardpoints/index/referral/">
            <Trans>Credits & Invitations</Trans>
          </NavItem>
          <NavItem href="/customer/account/brands-interest">
            <Trans>Brand interests</Trans>
          </NavItem>
        </ul>
      </nav>
      <div>
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** Loading, error and not-found states of a page's data; `children` renders the data. */
export function LoadState<T>({ state, retry, children }: { state: Loaded<T>; retry: () => void; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') {
    return (
      <p className="muted" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (state.status === 'ready') return <>{children(state.data)}</>;
  return (
    <div className="form-message form-message--error" role="alert">
      {state.status === 'not-found' ? <Trans>This item does not exist.</Trans> : <Trans>This could not be loaded.</Trans>}{' '}
      {state.status === 'error' && (
        <button type="button" className="link-button" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
