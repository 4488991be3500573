import { createHash } from 'node:crypto';
import type { RawSession } from '../../contracts/session.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { sessionFacts, type SessionFacts } from './member-facts.ts';
import { NO_CONSENT } from './session-data.ts';
import { serverAbTests, sessionAbTests } from './server-ab-tests.ts';
import type { Session } from './session-store.ts';

interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  gender: number | null;
  group_id: number;
  referral_code: string;
  is_confirmed: boolean;
  restrict_email_personalisation: boolean;
  restrict_site_personalisation: boolean;
  subscribe_abandoned_basket: boolean;
  /** Subscribed to this store's newsletter (server/newsletter/subscriptions.ts: memberSubscription). */
  is_subscribed: boolean;
  newsletter_action_taken: number;
}

/** Magento's group of visitors who are not logged in. */
const GUEST_GROUP = 0;

/**
 * The session id is the secret in an HttpOnly cookie; the JSON reply, readable by any script on
 * the page, carries a digest of it instead, stable for the session and useless as a credential.
 */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);
}

async function loadCustomer(db: Db, customerId: number | null, storeId: number): Promise<CustomerRow | null> {
  if (customerId === null) return null;
  const [row] = await db.query<CustomerRow>(
    `SELECT c.id, c.email, c.firstname, c.lastname, c.gender, c.group_id, c.referral_code, c.is_confirmed, c.newsletter_action_taken,
       c.restrict_email_personalisation, c.restrict_site_personalisation, c.subscribe_abandoned_basket,
       coalesce((SELECT s.subscribed FROM newsletter_subscriptions s
                 WHERE s.store_id = $2 AND (s.customer_id = c.id OR (s.customer_id IS NULL AND s.email = lower(c.email)))
                 ORDER BY s.customer_id NULLS LAST LIMIT 1), false) AS is_subscribed
     FROM customers c WHERE c.id = $1`,
    [customerId, storeId],
  );
  return row ?? null;
}

/** The raw session of spec 02 section 3 for this store, guest or member (`knownFacts`: facts the caller has, or needs none of). */
export async function buildSessionReply(db: Db, session: Session, store: StoreConfig, knownFacts?: SessionFacts): Promise<RawSession> {
  const [customer, facts] = await Promise.all([
    loadCustomer(db, session.customerId, store.storeId),
    knownFacts ?? sessionFacts(db, { sessionId: session.id, customerId: session.customerId }, store),
  ]);
  const consent = session.data.cookieConsentPreferences ?? NO_CONSENT;
  return {
    id: publicSessionId(session.id),
    customer_id: customer?.id ?? null,
    // A member may have joined without names (spec 01 section 3 asks login and password only).
    name: customer ? `${customer.firstname} ${customer.lastname}`.trim() || null : null,
    email: customer?.email ?? null,
    store_id: store.storeId,
    store_code: store.code,
    website_id: store.websiteId,
    store_type: store.storeType,
    first_visit: session.isNew,
    // The member's, from their account (the double opt-in popup needs it at 1); a guest took none.
    newsletterActionTaken: customer?.newsletter_action_taken ?? 0,
    restrictEmailPersonalisation: customer?.restrict_email_personalisation ?? false,
    restrictSitePersonalisation: customer?.restrict_site_personalisation ?? false,
    isSubscribed: customer?.is_subscribed ?? false,
    group: customer?.group_id ?? GUEST_GROUP,
    // No customer segmentation exists in the reference data (segments belong to a marketing
    // tool the spec leaves out): none is claimed.
    segment: null,
    gender: customer?.gender ?? null,
    // Sessions start only from a sign-in (no auto-login links are issued).
    auto_login: false,
    loginRequired: store.loginRequired,
    free_delivery_enabled: facts.freeDeliveryEnabled,
    store_locale: store.locale,
    delivery_country: store.country,
    billing_country: facts.billingCountry,
    accepts_cookie: consent.cookie_consent_given,
    is_confirmed: customer?.is_confirmed ?? false,
    subscribeAbandonedBasket: customer?.subscribe_abandoned_basket ?? false,
    // The session is the HttpOnly cookie: no bearer token is handed to page scripts.
    auth_token: null,
    flash_messages: session.data.flashMessages ?? { error: [], success: [] },
    referralCode: customer?.referral_code ?? null,
    abTests: sessionAbTests(
      session.data.abTests ?? [],
      serverAbTests(store, { customerId: session.customerId, sessionId: session.id, stored: session.stored }),
    ),
    createdAt: session.createdAt.toISOString(),
    isSignupEvent: session.data.isSignupEvent ?? false,
    current_orders: facts.currentOrders,
    // No partner programme is modelled: nobody came through a partner.
    partnersName: null,
    cookieConsentPreferences: consent,
  };
}
