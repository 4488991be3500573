import { Trans } from '@lingui/react/macro';

/** The modal after a sign-up (spec 02 section 4: subscribing shows a modal): the mailed link confirms it. */
export function SubscribedModal({ close, email }: { close: () => void; email: string }) {
  return (
    <div className="stack newsletter-modal" data-testid="newsletter-subscribed">
      <p>
        <Trans>
          We have sent an email to <strong>{email}</strong>. Open the link in it to confirm your subscription: only then will you receive our newsletter.
        </Trans>
      </p>
      <p className="muted">
        <Trans>Don't forget to check your spam folder.</Trans>
      </p>
      <button type="button" className="button" onClick={close}>
        <Trans>Continue shopping</Trans>
      </button>
    </div>
  );
}
