import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RawSession } from '../../contracts/session.ts';
import { SHARED_SESSION_ID } from '../../core/render/server-render.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { SessionFacts } from '../session/member-facts.ts';
import { loadSessionAndCustomer, sessionReplyOf } from '../session/session-reply.ts';
import { SESSION_COOKIE } from '../session/session.ts';
import { isSessionId, unstoredSession } from '../session/session-store.ts';
import { stripPort } from '../stores/store-registry.ts';

/**
 * Whom a page request's markup is for. Shared: everyone whose session gives the page the same
 * look (guests; members of one group, gender and newsletter state, in the same A/B variations,
 * with the same consent), so one render serves them all. Personal: a page that shows something
 * of this shopper's alone while it renders (a flash message, the sign-up event, a preview host).
 */
export type PageAudience =
  | { shared: false }
  | {
      shared: true;
      /** The session to render with, holding nothing of one shopper. */
      session: RawSession;
      /** Tells the audiences apart: a digest of that session. */
      key: string;
      /** No session cookie came: a CDN may keep the reply for every such visitor. */
      anonymous: boolean;
    };

/** The session's facts come from the member's orders, addresses and basket: no page the server renders shows them. */
const NO_FACTS: SessionFacts = { currentOrders: 0, billingCountry: null, freeDeliveryEnabled: false };
const NO_MESSAGES: RawSession['flash_messages'] = { error: [], success: [] };

/** The session with everything that names or counts one shopper's things blanked (see SHARED_SESSION_ID). */
export function sharedSessionOf(raw: RawSession): RawSession {
  return {
    ...raw,
    id: SHARED_SESSION_ID,
    // A member, not which: the page shows members' prices and menus, never whose.
    customer_id: raw.customer_id === null ? null : 0,
    name: null,
    email: null,
    referralCode: null,
    auth_token: null,
    partnersName: null,
    createdAt: new Date(0).toISOString(),
    current_orders: NO_FACTS.currentOrders,
    billing_country: NO_FACTS.billingCountry,
    free_delivery_enabled: NO_FACTS.freeDeliveryEnabled,
    flash_messages: NO_MESSAGES,
    isSignupEvent: false,
  };
}

/** Tells audiences apart: the same for two shoppers whose shared sessions are the same. */
export const audienceKeyOf = (session: RawSession): string => createHash('sha256').update(JSON.stringify(session)).digest('base64url').slice(0, 22);

/** A visitor without a session cookie: nothing of theirs exists yet, so each store's is the same for all. */
const anonymousAudiences = new WeakMap<StoreConfig, Promise<PageAudience>>();

export async function pageAudience(request: FastifyRequest, store: StoreConfig): Promise<PageAudience> {
  // Drafts are for the editors who asked for them.
  if (store.previewHosts.includes(stripPort(request.host ?? ''))) return { shared: false };
  if (request.cookies[SESSION_COOKIE] !== undefined) return sessionAudience(request, store);
  let audience = anonymousAudiences.get(store);
  if (!audience) {
    audience = sessionAudience(request, store);
    anonymousAudiences.set(store, audience);
    audience.catch(() => anonymousAudiences.delete(store));
  }
  return audience;
}

async function sessionAudience(request: FastifyRequest, store: StoreConfig): Promise<PageAudience> {
  const cookie = request.cookies[SESSION_COOKIE];
  // One read for session and member: a crowd of members asks this of every page.
  const found = cookie && isSessionId(cookie) ? await loadSessionAndCustomer(request.server.summit.db, cookie, store.storeId) : null;
  const session = found ? found.session : unstoredSession(store.storeId);
  const { flashMessages, isSignupEvent } = session.data;
  // Shown once, by the render that reads them.
  if (isSignupEvent || flashMessages?.error.length || flashMessages?.success.length) return { shared: false };
  const shared = sharedSessionOf(sessionReplyOf(session, store, found?.customer ?? null, NO_FACTS));
  return { shared: true, session: shared, key: audienceKeyOf(shared), anonymous: cookie === undefined };
}
