import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { newsletterConfirm } from '../../../contracts/newsletter.ts';
import type { PageProps } from '../../../core/plugin-api.ts';
import { CallResult, type Outcome } from '../components/CallResult.tsx';
import { PublicFrame } from '../components/frames.tsx';
import { useFocusOnChange } from '../components/use-focus-on-change.ts';
import { useNewsletterState } from '../deps.ts';
import { SignupForm } from '../footer/SignupForm.tsx';
import { confirmKeyFromSearch } from '../link-key.ts';
import { failureMessages, isRefusedLink } from '../newsletter-errors.ts';

/** A key the server refused, or none: nothing was changed; signing up again mails a new link. */
function RefusedConfirmation() {
  const { t } = useLingui();
  return (
    <PublicFrame title={t`This link no longer works`} testId="newsletter-confirm-refused">
      <div className="stack">
        <p>
          <Trans>The confirmation link is incomplete, has expired or was replaced by a newer email. Nothing has been changed.</Trans>
        </p>
        <h2>
          <Trans>Sign up again</Trans>
        </h2>
        <SignupForm idPrefix="confirm-signup" />
      </div>
    </PublicFrame>
  );
}

/**
 * Confirms a guest's sign-up with a button, never on opening the link (mail scanners open links,
 * and a scanner must not subscribe anyone); the manage link is mailed then.
 */
function Confirm({ confirmKey }: { confirmKey: string }) {
  const { ctx } = useNewsletterState();
  const { t } = useLingui();
  const [view, setView] = useState<'asking' | 'confirmed' | 'refused'>('asking');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useFocusOnChange(status, view);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await ctx.api.call(newsletterConfirm, { body: { key: confirmKey, store_id: ctx.store.storeId } });
      setView('confirmed');
    } catch (error) {
      if (isRefusedLink(error)) setView('refused');
      else setOutcome({ tone: 'error', messages: failureMessages(error, t`Your subscription could not be confirmed. Please try again.`) });
    } finally {
      setBusy(false);
    }
  };

  if (view === 'refused') return <RefusedConfirmation />;
  if (view === 'confirmed') {
    return (
      <PublicFrame title={t`Subscription confirmed`} testId="newsletter-confirmed">
        <div className="stack">
          <p ref={status} tabIndex={-1} className="form-message form-message--success" data-testid="newsletter-confirmed-status">
            <Trans>
              Thank you! You are subscribed to our newsletter. We have sent you an email with a link to choose your sports and how often you would like to hear
              from us.
            </Trans>
          </p>
          <p>
            <ctx.RouteLink to="home" className="button">
              <Trans>Continue shopping</Trans>
            </ctx.RouteLink>
          </p>
        </div>
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title={t`Confirm your subscription`} testId="newsletter-confirm">
      <div className="stack">
        <p>
          <Trans>Please confirm that you would like to receive our newsletter at the address you signed up with.</Trans>
        </p>
        <CallResult outcome={outcome} />
        <div className="row">
          <button type="button" className="button" aria-disabled={busy} onClick={() => void confirm()}>
            <Trans>Confirm my subscription</Trans>
          </button>
        </div>
      </div>
    </PublicFrame>
  );
}

/** /newsletter/confirm/?key=…: the page of the link a guest's sign-up mails (double opt-in). */
export default function ConfirmPage({ resolution }: PageProps) {
  const confirmKey = confirmKeyFromSearch(resolution.search);
  return confirmKey ? <Confirm key={confirmKey} confirmKey={confirmKey} /> : <RefusedConfirmation />;
}
