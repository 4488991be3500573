import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { usePlugin } from '../../core/plugin-api.ts';
import { logOut, requestConfirmationEmail, type ResendOutcome } from './popup-actions.ts';
import { ProgressSteps } from './ProgressSteps.tsx';
import './double-opt-in.css';

type Resend = { kind: 'idle' } | { kind: 'sending' } | ResendOutcome;

/**
 * The popup's content (spec 02 section 2, 'Double opt-in popup'); the shell's dialog carries the
 * title "Confirm email address". Not dismissible: confirming the address or logging out ends it.
 */
export function DoubleOptInPopup() {
  const ctx = usePlugin<'double-opt-in'>();
  const { t } = useLingui();
  const { raw } = useSnapshot(ctx.session);
  const [, navigate] = useLocation();
  const [resend, setResend] = useState<Resend>({ kind: 'idle' });
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const email = raw?.email ?? '';

  const requestAgain = async () => {
    if (resend.kind === 'sending') return;
    // Emptied first, so that a second 'Email sent' is announced again.
    setResend({ kind: 'sending' });
    setResend(await requestConfirmationEmail(ctx, `${location.pathname}${location.search}`));
  };

  const leave = async () => {
    if (loggingOut) return;
    setLoggingOut(true);
    setLogoutError(null);
    const failure = await logOut(ctx, navigate, t`Something went wrong. Please try again.`);
    setLogoutError(failure);
    setLoggingOut(false);
  };

  const statusTexts: Record<Resend['kind'], string> = {
    idle: '',
    sending: '',
    sent: t`Email sent`,
    // The server's own words in the store's language; ours when a proxy answered without them.
    'too-soon': (resend.kind === 'too-soon' && resend.message) || t`We sent you an email less than a minute ago. Please wait a minute before asking again.`,
    failed: t`Error: could not send email, please retry.`,
  };
  const status = statusTexts[resend.kind];
  return (
    <div className="doi" data-testid="double-opt-in">
      <p className="doi__subtitle">
        <Trans>Almost there – one last click.</Trans>
      </p>
      <ProgressSteps current="confirm-email" />
      <p>
        <Trans>
          We have sent an email to: <strong className="doi__email">{email}</strong>. Please click on the confirmation link.
        </Trans>
      </p>
      <p>
        <Trans>
          Didn't receive an email?{' '}
          <button type="button" className="link-button doi__again" aria-disabled={resend.kind === 'sending'} onClick={() => void requestAgain()}>
            Request again
          </button>
        </Trans>
      </p>
      <p className={`doi__status${resend.kind === 'failed' ? ' doi__status--error' : ''}`} role="status" data-testid="doi-status">
        {status}
      </p>
      <p className="doi__hint">
        <Trans>Don't forget to check your spam folder</Trans>
      </p>
      <p className="doi__logout">
        <button type="button" className="link-button" aria-disabled={loggingOut} onClick={() => void leave()}>
          <Trans>Log out</Trans>
        </button>
      </p>
      {logoutError && (
        <p className="doi__status doi__status--error" role="alert">
          {logoutError}
        </p>
      )}
    </div>
  );
}
