import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useNewsletterState } from '../deps.ts';
import { PublicFrame } from './frames.tsx';
import { NewLinkForm } from './NewLinkForm.tsx';
import { SignInToManage } from './SignInToManage.tsx';

/**
 * A mailed key the server refused (wrong, outdated or tampered): nothing was changed. The way
 * forward: a new link by email, or the account for a signed-in member.
 */
export function RefusedLink() {
  const deps = useNewsletterState();
  const { ctx } = deps;
  const { t } = useLingui();
  const session = useSnapshot(ctx.session);
  return (
    <PublicFrame title={t`This link no longer works`} testId="newsletter-refused-link">
      <div className="stack">
        <p>
          <Trans>The link is incomplete or out of date: each email we send you replaces the links of the earlier ones. Nothing has been changed.</Trans>
        </p>
        <h2>
          <Trans>Get a new link</Trans>
        </h2>
        <p>
          <Trans>Enter your email address and we will send you a new link to manage your newsletter.</Trans>
        </p>
        <NewLinkForm />
        {session.isUserLoggedIn ? (
          <p>
            <ctx.RouteLink to="newsletter-manage">
              <Trans>Manage your newsletter from your account</Trans>
            </ctx.RouteLink>
          </p>
        ) : (
          <SignInToManage />
        )}
      </div>
    </PublicFrame>
  );
}

/** A reply whose errors list says the load failed: shown as it is, with the same way forward. */
export function FailedLoad({ messages }: { messages: readonly string[] }) {
  const { t } = useLingui();
  return (
    <PublicFrame title={t`Your newsletter`} testId="newsletter-failed">
      <div className="form-message form-message--error" role="alert">
        <ul className="newsletter-errors">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    </PublicFrame>
  );
}
