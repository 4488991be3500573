import type { FastifyRequest } from 'fastify';
import type { trackingVisitor } from '../../contracts/tracking.ts';
import type { ReplyOf } from '../../core/api/endpoint.ts';
import { requestStore } from '../context.ts';
import type { Db } from '../db/db.ts';
import { publicSessionId } from '../session/session-reply.ts';
import { NO_CONSENT } from '../session/session-data.ts';
import type { getSession } from '../session/session.ts';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'st', 'ad', 'gclid'];

/** The campaign parameters of the page the visitor came from. */
function utmParameters(referer: string | undefined): Record<string, string> {
  const utm: Record<string, string> = {};
  if (!referer) return utm;
  try {
    const params = new URL(referer).searchParams;
    for (const key of UTM_KEYS) {
      const value = params.get(key);
      if (value) utm[key] = value.slice(0, 200);
    }
  } catch {
    // A malformed Referer has no parameters to read.
  }
  return utm;
}

/** What the trackers may know of the visitor: who, signed in or not, where from, and their cookie choices. */
export async function visitorReply(db: Db, request: FastifyRequest, session: Awaited<ReturnType<typeof getSession>>): Promise<ReplyOf<typeof trackingVisitor>> {
  const [customer] = session.customerId ? await db.query<{ email: string }>('SELECT email FROM customers WHERE id = $1', [session.customerId]) : [];
  const consent = session.data.cookieConsentPreferences ?? NO_CONSENT;
  return {
    visitorId: publicSessionId(session.key),
    visitorEmail: customer?.email ?? null,
    visitorStoreId: requestStore(request).storeId,
    visitorLoginState: session.customerId ? ('logged-in' as const) : ('logged-out' as const),
    visitorUtmParameters: utmParameters(request.headers.referer),
    visitorExistingCustomer: session.customerId !== null,
    visitorCookieConsentPreferences: { functional: consent.accepted_functional, advertising: consent.accepted_advertising },
  };
}
