import { Trans, useLingui } from '@lingui/react/macro';
import {
  newsletter,
  newsletterOptions,
  newsletterPssPreferences,
  newsletterPssPreferencesUpdate,
  newsletterSubscribe,
  type NewsletterKey,
} from '../../../contracts/newsletter.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { PublicFrame } from '../components/frames.tsx';
import { FailedLoad, RefusedLink } from '../components/RefusedLink.tsx';
import { SubscriptionForm } from '../components/SubscriptionForm.tsx';
import { useNewsletterState } from '../deps.ts';
import { loadByKey, withoutErrors } from '../newsletter-errors.ts';
import { keySubscribeBody, referrerOf, toFlag } from '../subscribe-bodies.ts';
import { subscriptionStateOf, type SubscriptionState } from '../subscription-state.ts';

const stateKey = (state: SubscriptionState) => `${state.subscribed}:${[...state.sports].join(',')}:${state.frequency}`;

/**
 * The manage page by mailed key, no login (spec 02 section 6): one form with sports and frequency
 * (newsletter-subscribe, variant b) and the special offers (newsletter-pss-preferences), saved by
 * one button; unsubscribe from all sends only the flag. A refused key shows a way forward and
 * changes nothing.
 */
export function KeyManage({ linkKey, signal }: { linkKey: NewsletterKey; signal: AbortSignal }) {
  const deps = useNewsletterState();
  const { ctx } = deps;
  const { t } = useLingui();
  const storeId = ctx.store.storeId;
  const keyQuery = { ...linkKey, storeId };

  const settings = useRemote(
    (loadSignal) =>
      loadByKey(async () => {
        const [account, options] = await Promise.all([
          ctx.api.call(newsletter, { query: keyQuery, signal: loadSignal }).then(withoutErrors),
          ctx.api.call(newsletterOptions, { query: { storeId }, signal: loadSignal }),
        ]);
        return { account, options };
      }),
    [linkKey.hashedEmail, linkKey.hashedToken],
    { signal, logger: ctx.logger },
  );
  const shop = useRemote(
    (loadSignal) => loadByKey(() => ctx.api.call(newsletterPssPreferences, { query: keyQuery, signal: loadSignal }).then(withoutErrors)),
    [linkKey.hashedEmail, linkKey.hashedToken],
    { signal, logger: ctx.logger },
  );

  const saveSpecialOffers = async (on: boolean) => {
    const reply = withoutErrors(
      await ctx.api.call(newsletterPssPreferencesUpdate, {
        body: { ...keyQuery, newsletter: 1, newsletter_special_offers: toFlag(on), referrer: referrerOf(window.location) },
      }),
    );
    return reply.newsletter_special_offers;
  };

  return (
    <RemoteState state={settings} variant="page">
      {(loaded) => {
        if (loaded.kind === 'refused') return <RefusedLink />;
        if (loaded.kind === 'failed') return <FailedLoad messages={loaded.messages} />;
        const { account, options } = loaded.data;
        const email = account.email;
        const initial = subscriptionStateOf(account);
        return (
          <PublicFrame title={t`Your newsletter`} testId="newsletter-manage">
            <p className="content-page__lead" data-testid="newsletter-email">
              <Trans>Preferences for {email}</Trans>
            </p>
            <RemoteState state={shop}>
              {(preferences) =>
                preferences.kind === 'ok' ? (
                  <SubscriptionForm
                    key={stateKey(initial)}
                    options={options}
                    initial={initial}
                    save={async (choice) =>
                      withoutErrors(await ctx.api.call(newsletterSubscribe, { body: keySubscribeBody(linkKey, storeId, choice, referrerOf(window.location)) }))
                    }
                    specialOffers={{ initial: preferences.data.newsletter_special_offers, save: saveSpecialOffers }}
                  />
                ) : null
              }
            </RemoteState>
          </PublicFrame>
        );
      }}
    </RemoteState>
  );
}
