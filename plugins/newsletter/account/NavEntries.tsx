import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { RouteId } from '../../../core/kernel/manifest.ts';
import type { NewsletterDeps } from '../deps.ts';

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

/** The newsletter's entries in the account pages' side navigation (slot account.nav). */
export function createComponent({ ctx }: NewsletterDeps) {
  function Entry({ to, children }: { to: RouteId; children: ReactNode }) {
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
  return function NewsletterNavEntries() {
    return (
      <>
        <Entry to="newsletter-manage">
          <Trans>Newsletter preferences</Trans>
        </Entry>
        <Entry to="personalisation">
          <Trans>Personalisation</Trans>
        </Entry>
        <Entry to="notifications-preferences">
          <Trans>Notification preferences</Trans>
        </Entry>
      </>
    );
  };
}
