import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { RouteId } from '../../../core/kernel/manifest.ts';
import type { PluginContext } from '../../../core/kernel/plugin.ts';
import type { AccountFrameProps } from '../../../contracts/account-frame.ts';
import type { AccountDeps } from '../deps.ts';
import { useTitle } from '../../../core/ui/use-title.ts';
import '../../../core/forms/forms.css';
import '../../../core/ui/content.css';

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

function NavItem({ ctx, to, children }: { ctx: PluginContext<'account'>; to: RouteId; children: ReactNode }) {
  const [location] = useLocation();
  const href = ctx.href(to);
  if (href === null) return null;
  return (
    <li>
      <ctx.RouteLink to={to} aria-current={trim(location) === trim(href) ? 'page' : undefined}>
        {children}
      </ctx.RouteLink>
    </li>
  );
}

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
          <NavItem ctx={ctx} to="account">
            <Trans>Dashboard</Trans>
          </NavItem>
          <NavItem ctx={ctx} to="account-edit">
            <Trans>Account Information</Trans>
          </NavItem>
          <NavItem ctx={ctx} to="address-list">
            <Trans>Addresses</Trans>
          </NavItem>
          <NavItem ctx={ctx} to="order-history">
            <Trans>Orders</Trans>
          </NavItem>
          <NavItem ctx={ctx} to="billing-agreement">
            <Trans>Payment details</Trans>
          </NavItem>
          <NavItem ctx={ctx} to="referral">
            <Trans>Credits & Invitations</Trans>
          </NavItem>
          <NavItem ctx={ctx} to="brands-interest">
            <Trans>Brand interests</Trans>
          </NavItem>
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
