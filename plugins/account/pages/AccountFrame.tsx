import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import type { PluginContext } from '../../../core/kernel/plugin.ts';
import type { AccountFrameProps } from '../../../contracts/account-frame.ts';
import type { AccountDeps } from '../deps.ts';
import { NavListItem } from '../../../core/ui/NavListItem.tsx';
import { useTitle } from '../../../core/ui/use-title.ts';
import '../../../core/forms/forms.css';
import '../../../core/ui/content.css';

/**
 * The account pages' frame: side navigation (the orders entry only where the orders plugin is on;
 * other plugins' entries through the `account.nav` slot) and the page's content.
 */
export function AccountFrame({ ctx, title, testId, children }: { ctx: PluginContext<'account'>; title: string; testId: string; children: ReactNode }) {
  useTitle(ctx.shell, title);
  const { t } = useLingui();
  return (
    <section className="content-page account-layout" data-testid={testId}>
      <nav className="account-nav" aria-label={t`My account`}>
        <ul>
          <NavListItem ctx={ctx} to="account">
            <Trans>Dashboard</Trans>
          </NavListItem>
          <NavListItem ctx={ctx} to="account-edit">
            <Trans>Account Information</Trans>
          </NavListItem>
          <NavListItem ctx={ctx} to="address-list">
            <Trans>Addresses</Trans>
          </NavListItem>
          <NavListItem ctx={ctx} to="order-history">
            <Trans>Orders</Trans>
          </NavListItem>
          <NavListItem ctx={ctx} to="billing-agreement">
            <Trans>Payment details</Trans>
          </NavListItem>
          <NavListItem ctx={ctx} to="referral">
            <Trans>Credits & Invitations</Trans>
          </NavListItem>
          <NavListItem ctx={ctx} to="brands-interest">
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

/** The frame other plugins' account pages borrow (the `account-frame` service, contracts/account-frame.ts). */
export function createComponent({ ctx }: AccountDeps): ComponentType<AccountFrameProps> {
  return function LentAccountFrame(props: AccountFrameProps) {
    return <AccountFrame ctx={ctx} {...props} />;
  };
}
