import { Trans } from '@lingui/react/macro';
import { usePlugin } from '../../../core/plugin-api.ts';

/** The member dropdown's account entries, after Orders (spec 02 'Desktop account menu'). */
export default function AccountMenuEntries() {
  const ctx = usePlugin<'account'>();
  return (
    <>
      <li>
        <ctx.RouteLink to="referral">
          <Trans>Credits & Invitations</Trans>
        </ctx.RouteLink>
      </li>
      <li>
        <ctx.RouteLink to="account-edit">
          <Trans>Account Information</Trans>
        </ctx.RouteLink>
      </li>
      <li>
        <ctx.RouteLink to="account">
          <Trans>My account</Trans>
        </ctx.RouteLink>
      </li>
    </>
  );
}
