import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

/** The member dropdown's account entries, after Orders (spec 02 'Desktop account menu'). */
export default function AccountMenuEntries() {
  return (
    <>
      <li>
        <Link href="/rewardpoints/index/referral/">
          <Trans>Credits & Invitations</Trans>
        </Link>
      </li>
      <li>
        <Link href="/customer/account/edit/">
          <Trans>Account Information</Trans>
        </Link>
      </li>
      <li>
        <Link href="/customer/account">
          <Trans>My account</Trans>
        </Link>
      </li>
    </>
  );
}
