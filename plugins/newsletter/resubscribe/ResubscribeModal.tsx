import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { newsletterResubscribe } from '../../../contracts/newsletter.ts';
import { CallResult, type Outcome } from '../components/CallResult.tsx';
import { useFocusOnChange } from '../components/use-focus-on-change.ts';
import { usePlugin } from '../../../core/plugin-api.ts';
import { failureMessages, withoutErrors } from '../newsletter-errors.ts';
import { referrerOf } from '../subscribe-bodies.ts';
import '../newsletter.css';

/** The resubscribe modal (spec 02 section 2): subscribe again with the award, or not now; the result is success or error. */
export function ResubscribeModal({ close, rewardPoints }: { close: () => void; rewardPoints: number }) {
  const ctx = usePlugin<'newsletter'>();
  const format = (points: number) => points.toLocaleString(ctx.store.currency.priceLocale);
  const { t } = useLingui();
  const [awarded, setAwarded] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const points = format(rewardPoints);
  // The offer's button is gone once it worked: the keyboard continues from the confirmation.
  useFocusOnChange(done, awarded);

  const resubscribe = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const reply = withoutErrors(await ctx.api.call(newsletterResubscribe, { body: { referrer: referrerOf(window.location) } }));
      setAwarded(reply.awarded_points);
      void ctx.refreshSession('refresh');
    } catch (error) {
      setOutcome({ tone: 'error', messages: failureMessages(error, t`You could not be subscribed again. Please try again later.`) });
    } finally {
      setBusy(false);
    }
  };

  if (awarded !== null) {
    const added = format(awarded);
    return (
      <div className="stack newsletter-modal" data-testid="newsletter-resubscribe">
        <p ref={done} tabIndex={-1} className="form-message form-message--success" data-testid="resubscribed">
          {awarded > 0 ? (
            <Plural
              value={awarded}
              one={`Welcome back! You are subscribed again and ${added} point has been added to your account.`}
              other={`Welcome back! You are subscribed again and ${added} points have been added to your account.`}
            />
          ) : (
            <Trans>Welcome back! You are subscribed again.</Trans>
          )}
        </p>
        <button type="button" className="button" onClick={close}>
          <Trans>Continue shopping</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="stack newsletter-modal" data-testid="newsletter-resubscribe">
      <p>
        {rewardPoints > 0 ? (
          <Plural
            value={rewardPoints}
            one={`You no longer receive our newsletter. Subscribe again to hear about sales first, and we will add ${points} point to your account.`}
            other={`You no longer receive our newsletter. Subscribe again to hear about sales first, and we will add ${points} points to your account.`}
          />
        ) : (
          <Trans>You no longer receive our newsletter. Subscribe again to hear about sales first.</Trans>
        )}
      </p>
      <CallResult outcome={outcome} />
      <div className="row">
        <button type="button" className="button" aria-disabled={busy} onClick={() => void resubscribe()}>
          {rewardPoints > 0 ? (
            <Plural value={rewardPoints} one={`Resubscribe and get ${points} point`} other={`Resubscribe and get ${points} points`} />
          ) : (
            <Trans>Resubscribe</Trans>
          )}
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          <Trans>No, thanks</Trans>
        </button>
      </div>
    </div>
  );
}
