import { Trans } from '@lingui/react/macro';
import { NavListItem } from '../../../core/kit/ui/NavListItem.tsx';
import type { NewsletterDeps } from '../deps.ts';

/** The newsletter's entries in the account pages' side navigation (slot account.nav). */
export function createComponent({ ctx }: NewsletterDeps) {
  return function NewsletterNavEntries() {
    return (
      <>
        <NavListItem ctx={ctx} to="newsletter-manage">
          <Trans>Newsletter preferences</Trans>
        </NavListItem>
        <NavListItem ctx={ctx} to="personalisation">
          <Trans>Personalisation</Trans>
        </NavListItem>
        <NavListItem ctx={ctx} to="notifications-preferences">
          <Trans>Notification preferences</Trans>
        </NavListItem>
      </>
    );
  };
}
