import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { signOut, useAuthState } from '../auth-state.ts';

/** The member's dropdown (spec 02 'Desktop account menu'); its code loads when it first opens. */
export function MemberMenu() {
  const deps = useAuthState();
  const { ctx } = deps;
  const { t } = useLingui();
  const { userName } = useSnapshot(ctx.session);
  const [, navigate] = useLocation();
  return (
    <div className="account-menu" data-testid="account-menu">
      <p className="account-menu__greeting">
        <Trans>Hello {userName ?? ''}</Trans>
      </p>
      <ul>
        {/* The member's pages come from the plugins that own them (orders, account). */}
        <ctx.Slot name="account.menu" />
        <li>
          <button type="button" className="account-menu__signout" onClick={() => void signOut(deps, navigate, t`Something went wrong.`)}>
            <Trans>Sign out</Trans>
          </button>
        </li>
        <li className="account-menu__separator">
          <Link href="/help">
            <Trans>Help & Contact</Trans>
          </Link>
        </li>
        <li>
          <Link href="/about-us">
            <Trans>About</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}
