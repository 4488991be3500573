import { Trans } from '@lingui/react/macro';
import { NavListItem } from '../../../core/kit/ui/NavListItem.tsx';

/** The newsletter's entries in the account pages' side navigation (slot account.nav). */
export default function NewsletterNavEntries() {
  return (
    <>
      <NavListItem to="newsletter-manage">
        <Trans>Newsletter preferences</Trans>
      </NavListItem>
      <NavListItem to="personalisation">
        <Trans>Personalisation</Trans>
      </NavListItem>
      <NavListItem to="notifications-preferences">
        <Trans>Notification preferences</Trans>
      </NavListItem>
    </>
  );
}
