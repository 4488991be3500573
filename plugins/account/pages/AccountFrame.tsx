import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PluginProvider, usePlugin, type PluginContext } from '../../../core/plugin-api.ts';
import type { AccountFrameProps } from '../../../contracts/account-frame.ts';
import { NavListItem } from '../../../core/kit/ui/NavListItem.tsx';
import { useTitle } from '../../../core/kit/ui/use-title.ts';
import '../../../core/kit/forms/forms.css';
import '../../../core/kit/ui/content.css';
import './account-frame.css';

/**
 * The account pages' frame: side navigation (the orders entry only where the orders plugin is on;
 * other plugins' entries, Sign out among them, through the `account.nav` slot) and the page's
 * content. Below the desktop width the navigation folds into "My account: <this page>", so the
 * page's own content is on a phone's first screen; it folds again after each page change.
 */
export function AccountFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const ctx = usePlugin<'account'>();
  useTitle(ctx.shell, title);
  const { t } = useLingui();
  const [location] = useLocation();
  // Open only on the page where it was opened: it folds again after each page change.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const listId = useId();
  const dashboard = t`My account`;
  const here = title === dashboard ? t`Dashboard` : title;
  return (
    <section className="content-page account-layout" data-testid={testId}>
      <nav className={`account-nav${open ? ' account-nav--open' : ''}`} aria-label={dashboard} data-testid="account-nav">
        <button type="button" className="account-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpenOn(open ? null : location)}>
          <Trans>My account: {here}</Trans>
        </button>
        <ul id={listId}>
          <NavListItem to="account">
            <Trans>Dashboard</Trans>
          </NavListItem>
          <NavListItem to="account-edit">
            <Trans>Account Information</Trans>
          </NavListItem>
          <NavListItem to="address-list">
            <Trans>Addresses</Trans>
          </NavListItem>
          <NavListItem to="order-history">
            <Trans>Orders</Trans>
          </NavListItem>
          <NavListItem to="billing-agreement">
            <Trans>Payment details</Trans>
          </NavListItem>
          <NavListItem to="referral">
            <Trans>Credits & Invitations</Trans>
          </NavListItem>
          <NavListItem to="brands-interest">
            <Trans>Brand interests</Trans>
          </NavListItem>
          <ctx.Slot name="account.nav" />
        </ul>
      </nav>
      <div>
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}

/**
 * The frame other plugins' account pages borrow (the `account-frame` service, contracts/account-frame.ts).
 * A factory: the frame renders inside the borrowing plugin's part, so it carries the account
 * plugin's own context, and gives the borrower's back to the content it frames.
 */
export function lendAccountFrame(ctx: PluginContext<'account'>): ComponentType<AccountFrameProps> {
  return function LentAccountFrame({ children, ...props }: AccountFrameProps) {
    const borrower = usePlugin<string>();
    return (
      <PluginProvider context={ctx}>
        <AccountFrame {...props}>
          <PluginProvider context={borrower}>{children}</PluginProvider>
        </AccountFrame>
      </PluginProvider>
    );
  };
}
