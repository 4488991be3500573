import { Trans, useLingui } from '@lingui/react/macro';
import {
  newsletter,
  newsletterOptions,
  newsletterPssPreferences,
  newsletterPssPreferencesUpdate,
  newsletterSubscribe,
  type NewsletterKey,
} from '../../../contracts/newsletter.ts';
import { RemoteState } from '../../../core/ui/RemoteState.tsx';
import { useRemote } from '../../../core/ui/use-remote.ts';
import { PublicFrame } from '../components/frames.tsx';
import { FailedLoad, RefusedLink } from '../components/RefusedLink.tsx';
import { SubscriptionForm } from '../components/SubscriptionForm.tsx';
import { TogglesForm } from '../components/TogglesForm.tsx';
import type { NewsletterDeps } from '../deps.ts';
import { loadByKey, withoutErrors } from '../newsletter-errors.ts';
import { keySubscribeBody, referrerOf, toFlag } from '../subscribe-bodies.ts';
import { subscriptionStateOf, type SubscriptionState } from '../subscription-state.ts';

type ShopPreferenceKey = 'newsletter' | 'newsletter_special_offers';

const stateKey = (state: SubscriptionState) => `${state.subscribed}:${[...state.sports].join(',')}:${state.frequency}`;

/**
 * The manage page by mailed key, no login (spec 02 section 6): sports and frequency
 * (newsletter-subscribe, variant b), unsubscribe from all (only the flag), and the shop's email
 * preferences (newsletter-pss-preferences). A refused key shows a way forward and changes nothing.
 */
export function KeyManage({ deps, linkKey, signal }: { deps: NewsletterDeps; linkKey: NewsletterKey; signal: AbortSignal }) {
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

  const saveShopPreferences = async (values: Record<ShopPreferenceKey, boolean>) => {
    const reply = withoutErrors(
      await ctx.api.call(newsletterPssPreferencesUpdate, {
        body: {
          ...keyQuery,
          newsletter: toFlag(values.newsletter),
          newsletter_special_offers: toFlag(values.newsletter_special_offers),
          referrer: referrerOf(window.location),
        },
      }),
    );
    // The newsletter flag is the subscription too: the section above shows it again.
    settings.reload();
    return { newsletter: reply.newsletter, newsletter_special_offers: reply.newsletter_special_offers };
  };

  return (
    <RemoteState state={settings} variant="page">
      {(loaded) => {
        if (loaded.kind === 'refused') return <RefusedLink deps={deps} />;
        if (loaded.kind === 'failed') return <FailedLoad deps={deps} messages={loaded.messages} />;
        const { account, options } = loaded.data;
        const email = account.email;
        const initial = subscriptionStateOf(account);
        return (
          <PublicFrame deps={deps} title={t`Your newsletter`} testId="newsletter-manage">
            <p className="content-page__lead" data-testid="newsletter-email">
              <Trans>Preferences for {email}</Trans>
            </p>
            <h2>
              <Trans>Sports and frequency</Trans>
            </h2>
            <SubscriptionForm
              key={stateKey(initial)}
              options={options}
              initial={initial}
              save={async (choice) =>
                withoutErrors(await ctx.api.call(newsletterSubscribe, { body: keySubscribeBody(linkKey, storeId, choice, referrerOf(window.location)) }))
              }
              onSaved={() => shop.reload()}
            />
            <h2>
              <Trans>Emails from us</Trans>
            </h2>
            <RemoteState state={shop}>
              {(preferences) =>
                preferences.kind === 'ok' ? (
                  <TogglesForm<ShopPreferenceKey>
                    key={`${preferences.data.newsletter}:${preferences.data.newsletter_special_offers}`}
                    legend={t`Which emails would you like to receive?`}
                    toggles={[
                      { key: 'newsletter', label: t`Our sales newsletter` },
                      { key: 'newsletter_special_offers', label: t`Special offers and discount codes` },
                    ]}
                    initial={{ newsletter: preferences.data.newsletter, newsletter_special_offers: preferences.data.newsletter_special_offers }}
                    save={saveShopPreferences}
                    success={t`Your email preferences have been saved.`}
                    testId="shop-preferences-form"
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
