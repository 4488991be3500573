import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useScreen } from '../../../core/kit/ui/screens.ts';
import { useDismiss } from '../../../core/kit/ui/use-dismiss.ts';
import { usePlugin } from '../../../core/plugin-api.ts';
import './account-button.css';

// Each loads when first opened: the member's dropdown, and the guest's overlay on mobile.
const MemberMenu = lazy(async () => ({ default: (await import('./MemberMenu.tsx')).MemberMenu }));
const MembersOnlyOverlay = lazy(async () => ({ default: (await import('./MembersOnlyOverlay.tsx')).MembersOnlyOverlay }));

export const AccountIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" strokeLinecap="round" />
  </svg>
);

/** The header account button (spec 02): the member's dropdown, a guest's sign-in, or on mobile the members-only overlay. */
export function AccountButton() {
  const ctx = usePlugin<'auth'>();
  const { t } = useLingui();
  const { isUserLoggedIn } = useSnapshot(ctx.session);
  const isMobile = useScreen('m');
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);
  // A new page closes the menu.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(close, [location, isUserLoggedIn, close]);

  if (!isUserLoggedIn && !isMobile) {
    // A plugin with a sign-in dialog (auth-modals) puts its button here; else the login page's link.
    return (
      <ctx.Slot name="account.sign-in">
        <ctx.RouteLink to="login" className="header__icon-button" aria-label={t`Sign in`} data-testid="account-button">
          <AccountIcon />
          <span className="header__icon-label">
            <Trans>Sign in</Trans>
          </span>
        </ctx.RouteLink>
      </ctx.Slot>
    );
  }

  const label = isUserLoggedIn ? t`My account` : t`Sign in`;
  return (
    <div className="account-button" ref={root}>
      <button
        type="button"
        className="header__icon-button"
        aria-label={label}
        aria-expanded={open}
        aria-haspopup="true"
        data-testid="account-button"
        onClick={() => setOpen((value) => !value)}
      >
        <AccountIcon />
        <span className="header__icon-label">{label}</span>
      </button>
      {open && isUserLoggedIn && (
        <Suspense fallback={null}>
          <MemberMenu />
        </Suspense>
      )}
      {open && !isUserLoggedIn && (
        <Suspense fallback={null}>
          <MembersOnlyOverlay onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
