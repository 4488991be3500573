import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { signOut, useAuthState } from '../auth-state.ts';

/** Sign out, last in the account pages' navigation (slot account.nav), as in the header's member menu. */
export default function SignOutEntry() {
  const deps = useAuthState();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return (
    <li>
      <button type="button" className="account-nav__signout" onClick={() => void signOut(deps, navigate, t`Something went wrong.`)}>
        <Trans>Sign out</Trans>
      </button>
    </li>
  );
}
