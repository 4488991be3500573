import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { AuthModalsDeps } from './deps.ts';
import { modalForSignIn } from './modal-rules.ts';

const AccountIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" strokeLinecap="round" />
  </svg>
);

/**
 * The guest's account button on desktop (spec 02 section 4), in the auth plugin's
 * `account.sign-in` slot: opens the register modal on its sign-in form, or the new login form in
 * Variation1. On a page whose route disables the register modal (the login page, contact...) it
 * stays the link to the login page; when cookie errors keep the modals away, it leads there too.
 */
export function createSignInButton(deps: AuthModalsDeps) {
  const { ctx, gate } = deps;
  return function SignInButton() {
    const { t } = useLingui();
    const [, navigate] = useLocation();
    const { registerModalDisabled } = useSnapshot(deps.page);
    const label = (
      <>
        <AccountIcon />
        <span className="header__icon-label">
          <Trans>Sign in</Trans>
        </span>
      </>
    );
    if (registerModalDisabled) {
      return (
        <ctx.RouteLink to="login" className="header__icon-button" aria-label={t`Sign in`} data-testid="account-button">
          {label}
        </ctx.RouteLink>
      );
    }
    const open = () => {
      if (gate.openNow(modalForSignIn(deps.newLoginForms()))) return;
      const login = ctx.href('login');
      if (login) navigate(login);
    };
    return (
      <button type="button" className="header__icon-button" aria-haspopup="dialog" aria-label={t`Sign in`} data-testid="account-button" onClick={open}>
        {label}
      </button>
    );
  };
}
