import type { RawSession } from '../../contracts/session.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { FIRST_VISIT_FACTS, sessionFacts, type SessionFacts } from './member-facts.ts';
import { NO_CONSENT } from './session-data.ts';
import { serverAbTests, sessionAbTests } from './server-ab-tests.ts';
import { SESSION_IDLE_DAYS, sessionKey, storedSession, type Session } from './session-store.ts';

export interface CustomerRow {
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
 * The session's id is the secret in an HttpOnly cookie; the JSON reply, readable by any script
 * on the page, carries a digest of it instead, stable for the session and useless as a
 * credential: the start of the session's key (that digest, see `sessionKey`) in base64url.
 */
export function publicSessionId(sessionKey: string): string {
  return Buffer.from(sessionKey, 'hex').toString('base64url').slice(0, 22);
}

/** A customer's columns (alias `c`) for the store `$2`, with their newsletter subscription there. */
const CUSTOMER_COLUMNS = `c.id, c.email, c.firstname, c.lastname, c.gender, c.group_id, c.referral_code, c.is_confirmed, c.newsletter_action_taken,
       c.restrict_email_personalisation, c.restrict_site_personalisation, c.subscribe_abandoned_basket,
       coalesce((SELECT n.subscribed FROM newsletter_subscriptions n
                 WHERE n.store_id = $2 AND (n.customer_id = c.id OR (n.customer_id IS NULL AND n.email = lower(c.email)))
                 ORDER BY n.customer_id NULLS LAST LIMIT 1), false) AS is_subscribed`;

async function loadCustomer(db: Db, customerId: number | null, storeId: number): Promise<CustomerRow | null> {
  if (customerId === null) return null;
  const [row] = await db.query<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE c.id = $1`, [customerId, storeId]);
  return row ?? null;
}

/** The session of a cookie with its member, in one read (a page request asks this of every visitor with a session). */
export async function loadSessionAndCustomer(db: Db, cookieId: string, storeId: number): Promise<{ session: Session; customer: CustomerRow | null } | null> {
  const [row] = await db.query<
    CustomerRow & { session_id: string; customer_id: number | null; store_id: number; data: unknown; created_at: Date; updated_at: Date }
  >(
    `SELECT se.id AS session_id, se.customer_id, se.store_id, se.data, se.created_at, se.updated_at, ${CUSTOMER_COLUMNS}
     FROM sessions se LEFT JOIN customers c ON c.id = se.customer_id
     WHERE se.id = $1 AND se.updated_at > now() - make_interval(days => $3)`,
    [sessionKey(cookieId), storeId, SESSION_IDLE_DAYS],
  );
  if (!row) return null;
  const { session_id: id, customer_id, store_id, data, created_at, updated_at, ...customer } = row;
  return {
    session: storedSession({ id, customer_id, store_id, data, created_at, updated_at }, cookieId),
    customer: customer_id === null ? null : { ...customer },
  };
}

/** The raw session of spec 02 section 3 for this store, guest or member (`knownFacts`: facts the caller has, or needs none of). */
export async function buildSessionReply(db: Db, session: Session, store: StoreConfig, knownFacts?: SessionFacts): Promise<RawSession> {
  const [customer, facts] = await Promise.all([
    loadCustomer(db, session.customerId, store.storeId),
    // A session not stored yet (a first visit) has no basket and no member: no facts to read.
    knownFacts ?? (session.stored ? sessionFacts(db, { sessionId: session.key, customerId: session.customerId }, store) : FIRST_VISIT_FACTS),
  ]);
  return sessionReplyOf(session, store, customer, facts);
}

/** The raw session from what was read of it. */
export function sessionReplyOf(session: Session, store: StoreConfig, customer: CustomerRow | null, facts: SessionFacts): RawSession {
  const consent = session.data.cookieConsentPreferences ?? NO_CONSENT;
  return {
    id: publicSessionId(session.key),
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
      serverAbTests(store, { customerId: session.customerId, sessionId: session.cookieId, stored: session.stored }),
    ),
    createdAt: session.createdAt.toISOString(),
    isSignupEvent: session.data.isSignupEvent ?? false,
    current_orders: facts.currentOrders,
    // No partner programme is modelled: nobody came through a partner.
    partnersName: null,
    cookieConsentPreferences: consent,
  };
}
