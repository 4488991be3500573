import { Trans, useLingui } from '@lingui/react/macro';
import { newsletterSubscribe, type NewsletterAccount, type NewsletterOptions } from '../../../contracts/newsletter.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { MemberFrame } from '../components/frames.tsx';
import { SubscriptionForm } from '../components/SubscriptionForm.tsx';
import { useNewsletterState } from '../deps.ts';
import { withoutErrors } from '../newsletter-errors.ts';
import { memberSubscribeBody, referrerOf } from '../subscribe-bodies.ts';
import { subscriptionStateOf } from '../subscription-state.ts';
import { loadMemberSubscription } from './member-settings.ts';

function MemberSubscription({ account, options }: { account: NewsletterAccount; options: NewsletterOptions }) {
  const { ctx } = useNewsletterState();
  const email = account.email;
  return (
    <div className="stack">
      <p className="muted">
        <Trans>Sent to {email}</Trans>
      </p>
      <SubscriptionForm
        options={options}
        initial={subscriptionStateOf(account)}
        save={async (choice) =>
          withoutErrors(
            await ctx.api.call(newsletterSubscribe, {
              body: memberSubscribeBody({ storeId: ctx.store.storeId, gender: ctx.session.genderId }, choice, referrerOf(window.location)),
            }),
          )
        }
        onSaved={() => void ctx.refreshSession('refresh')}
      />
    </div>
  );
}

/**
 * A signed-in member's newsletter in their account (newsletter-subscribe, variant c: the gender
 * from the session); the session is fetched again after a save (isSubscribed).
 */
export function MemberNewsletter({ signal }: { signal: AbortSignal }) {
  const deps = useNewsletterState();
  const { t } = useLingui();
  const state = useRemote((loadSignal) => loadMemberSubscription(deps, loadSignal), [], { signal, logger: deps.ctx.logger });
  return (
    <MemberFrame title={t`Newsletter preferences`} testId="member-newsletter">
      <RemoteState state={state}>{({ account, options }) => <MemberSubscription account={account} options={options} />}</RemoteState>
    </MemberFrame>
  );
}
