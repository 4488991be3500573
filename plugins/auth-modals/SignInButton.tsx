import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useAuthModalsState } from './deps.ts';
import { modalForSignIn } from './modal-rules.ts';

/**
 * The guest's account button on desktop (spec 02 section 4), in the auth plugin's
 * `account.sign-in` slot: opens the register modal on its sign-in form, or the new login form in
 * Variation1. On a page whose route disables the register modal (the login page, contact...) it
 * stays the link to the login page; when cookie errors keep the modals away, it leads there too.
 */
export function SignInButton() {
  const deps = useAuthModalsState();
  const { ctx, gate } = deps;
  // The header's own icon, as the auth plugin's account button shows it.
  const { AccountIcon } = deps.actions;
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
}
