import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { newsletter, newsletterSubscribe, type NewsletterKey } from '../../../contracts/newsletter.ts';
import type { PageProps } from '../../../core/plugin-api.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { CallResult, type Outcome } from '../components/CallResult.tsx';
import { useFocusOnChange } from '../components/use-focus-on-change.ts';
import { PublicFrame } from '../components/frames.tsx';
import { FailedLoad, RefusedLink } from '../components/RefusedLink.tsx';
import { useNewsletterState } from '../deps.ts';
import { failureMessages, isRefusedLink, loadByKey, withoutErrors } from '../newsletter-errors.ts';
import { keyFromSearch, keySearch } from '../link-key.ts';
import { keySubscribeBody, referrerOf } from '../subscribe-bodies.ts';

/**
 * One-click unsubscribe by mailed key: the page confirms with a button (never on opening the
 * link: mail scanners open links), sends only the flag (variant b, subscribe 0), then offers the
 * manage page to subscribe again or choose sports and frequency.
 */
function Unsubscribe({ linkKey, signal }: { linkKey: NewsletterKey; signal: AbortSignal }) {
  const deps = useNewsletterState();
  const { ctx } = deps;
  const { t } = useLingui();
  const storeId = ctx.store.storeId;
  const [done, setDone] = useState(false);
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  useFocusOnChange(heading, done);
  const state = useRemote(
    (loadSignal) => loadByKey(async () => withoutErrors(await ctx.api.call(newsletter, { query: { ...linkKey, storeId }, signal: loadSignal }))),
    [linkKey.hashedEmail, linkKey.hashedToken],
    { signal, logger: ctx.logger },
  );

  const unsubscribe = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      withoutErrors(await ctx.api.call(newsletterSubscribe, { body: keySubscribeBody(linkKey, storeId, { subscribe: false }, referrerOf(window.location)) }));
      setDone(true);
    } catch (error) {
      if (isRefusedLink(error)) setRefused(true);
      else setOutcome({ tone: 'error', messages: failureMessages(error, t`You could not be unsubscribed. Please try again.`) });
    } finally {
      setBusy(false);
    }
  };

  if (refused) return <RefusedLink />;
  return (
    <RemoteState state={state} variant="page">
      {(loaded) => {
        if (loaded.kind === 'refused') return <RefusedLink />;
        if (loaded.kind === 'failed') return <FailedLoad messages={loaded.messages} />;
        const { email, subscribed } = loaded.data;
        const unsubscribed = done || !subscribed;
        return (
          <PublicFrame title={t`Unsubscribe from our newsletter`} testId="newsletter-unsubscribe">
            <div className="stack">
              {unsubscribed ? (
                <p ref={heading} tabIndex={-1} className="form-message form-message--success" data-testid="unsubscribed">
                  <Trans>{email} is unsubscribed: you will no longer receive our newsletter.</Trans>
                </p>
              ) : (
                <>
                  <p>
                    <Trans>Do you want to stop receiving our newsletter at {email}?</Trans>
                  </p>
                  <CallResult outcome={outcome} />
                  <div className="row">
                    <button type="button" className="button" aria-disabled={busy} onClick={() => void unsubscribe()}>
                      <Trans>Unsubscribe</Trans>
                    </button>
                  </div>
                </>
              )}
              <p>
                {unsubscribed ? <Trans>Changed your mind?</Trans> : <Trans>Would you rather hear from us less often?</Trans>}{' '}
                <ctx.RouteLink to="newsletter-manage" search={keySearch(linkKey)} data-testid="manage-link">
                  {unsubscribed ? <Trans>Subscribe again or choose your sports</Trans> : <Trans>Choose your sports and how often</Trans>}
                </ctx.RouteLink>
              </p>
            </div>
          </PublicFrame>
        );
      }}
    </RemoteState>
  );
}

export default function UnsubscribePage({ resolution, signal }: PageProps) {
  const deps = useNewsletterState();
  const { t } = useLingui();
  const linkKey = keyFromSearch(resolution.search);
  if (linkKey) return <Unsubscribe linkKey={linkKey} signal={signal} />;
  return (
    <PublicFrame title={t`Unsubscribe from our newsletter`} testId="newsletter-unsubscribe-no-key">
      <p>
        <Trans>To unsubscribe, open the link at the bottom of any of our emails.</Trans>{' '}
        <deps.ctx.RouteLink to="newsletter-manage">
          <Trans>Manage your newsletter</Trans>
        </deps.ctx.RouteLink>
      </p>
    </PublicFrame>
  );
}
