import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  newsletter,
  newsletterAccount,
  newsletterAdditionalShoppingNotifications,
  newsletterOptions,
  newsletterPersonalisation,
  newsletterPssPreferences,
  newsletterPssPreferencesUpdate,
  newsletterResubscribe,
  newsletterSubscribe,
  newsletterManageLink,
  newsletterConfirm,
} from '../../contracts/newsletter.ts';
import { route } from '../http/route.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { requireMember } from '../members/member.ts';
import { memberNewsletterAccount, resubscribeMember, saveAbandonedBasketReminders, savePersonalisation } from './member-settings.ts';
import { offeredOptions, resubscribeRewardPoints, settingsOf } from './settings.ts';
import { confirmGuestSignup } from './guest-signup.ts';
import { invalidLink, isGuestSubscribe, namedStore, subscribe } from './subscribe.ts';
import { mailNewManageLink } from './new-manage-link.ts';
import { changeByKey, setSubscribed, subscriptionByKey } from './subscriptions.ts';

/** A reply about one subscriber (an address, their choices) is never kept by a cache. */
const privateReply = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** The endpoints of contracts/newsletter.ts: the newsletter of spec 02 section 7. */
export function newsletterRoutes(app: FastifyInstance): void {
  subscriptionRoutes(app);
  memberNewsletterRoutes(app);
}

/** Options, subscribing, and a subscription as its mailed link names it. */
function subscriptionRoutes(app: FastifyInstance): void {
  const { db } = app.summit;

  route(
    app,
    newsletterOptions,
    async ({ query, request }) => {
      const store = namedStore(request, query.storeId);
      return { ...(await offeredOptions(db, store.language)), resubscribe_reward_points: resubscribeRewardPoints(store) };
    },
    { publicSeconds: 300 },
  );

  route(app, newsletterSubscribe, async ({ body, request, reply }) => subscribe(request, privateReply(reply), body), {
    // Only the guest variant is counted: the others need a session or a mailed link. Counted after
    // the body is parsed (preHandler), which the variant is read from.
    rateLimit: { ...RATE_LIMITS.newsletterSubscribe, hook: 'preHandler', allowList: (request) => !isGuestSubscribe(request.body) },
  });

  // The mailed link that confirms a guest's sign-up; followed without a login.
  route(
    app,
    newsletterConfirm,
    async ({ body, request, reply }) => {
      privateReply(reply);
      return confirmGuestSignup(request, namedStore(request, body.store_id), body.key);
    },
    { rateLimit: RATE_LIMITS.emailConfirm },
  );

  route(
    app,
    newsletterManageLink,
    async ({ body, request }) => {
      await mailNewManageLink(request, namedStore(request, body.store_id), body.email);
      return { sent: true as const };
    },
    { rateLimit: RATE_LIMITS.newsletterSubscribe },
  );

  route(app, newsletter, async ({ query, request, reply }) => {
    privateReply(reply);
    const store = namedStore(request, query.storeId);
    const row = await subscriptionByKey(db, store.storeId, query);
    if (!row) throw invalidLink(store);
    return { errors: [], ...(await settingsOf(db, row, { email: row.email, customerId: row.customer_id })) };
  });

  route(app, newsletterPssPreferences, async ({ query, request, reply }) => {
    privateReply(reply);
    const store = namedStore(request, query.storeId);
    const row = await subscriptionByKey(db, store.storeId, query);
    if (!row) throw invalidLink(store);
    return { errors: [], newsletter: row.subscribed, newsletter_special_offers: row.special_offers };
  });

  route(app, newsletterPssPreferencesUpdate, async ({ body, request, reply }) => {
    privateReply(reply);
    const store = namedStore(request, body.storeId);
    const row = await changeByKey(db, store.storeId, body, async (tx, current) => {
      await setSubscribed(tx, current.id, body.newsletter === 1, body.referrer);
      await tx.query('UPDATE newsletter_subscriptions SET special_offers = $2 WHERE id = $1', [current.id, body.newsletter_special_offers === 1]);
    });
    if (!row) throw invalidLink(store);
    return { errors: [], newsletter: row.subscribed, newsletter_special_offers: row.special_offers };
  });
}

/** A signed-in member's newsletter settings. */
function memberNewsletterRoutes(app: FastifyInstance): void {
  const { db } = app.summit;

  route(app, newsletterAccount, async ({ request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    return memberNewsletterAccount(db, store, customerId);
  });

  route(app, newsletterPersonalisation, async ({ body, request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    const saved = await savePersonalisation(db, customerId, {
      restrict_email_personalisation: body.restrict_email_personalisation === 1,
      restrict_site_personalisation: body.restrict_site_personalisation === 1,
    });
    return { errors: [], ...saved };
  });

  route(app, newsletterAdditionalShoppingNotifications, async ({ body, request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    return { errors: [], subscribe_abandoned_basket: await saveAbandonedBasketReminders(db, customerId, body.subscribe_abandoned_basket === 1) };
  });

  route(app, newsletterResubscribe, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    return resubscribeMember(db, store, customerId, body.referrer);
  });
}
