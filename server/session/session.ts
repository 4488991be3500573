import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestStore } from '../context.ts';
import { tooManyRequests } from '../http/rate-limits.ts';
import type { SessionData } from './session-data.ts';
import { setPrivateCookie } from '../http/private-cookie.ts';
import { isSessionId, loadSession, replaceSession, saveSessionData, SESSION_IDLE_DAYS, touchSession, unstoredSession, type Session } from './session-store.ts';

export const SESSION_COOKIE = 'summit_sid';

// One session per request, however many helpers ask for it.
const perRequest = new WeakMap<FastifyRequest, Promise<Session>>();

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, cookieId: string): void {
  setPrivateCookie(request, reply, SESSION_COOKIE, cookieId, SESSION_IDLE_DAYS);
}

async function resolveSession(request: FastifyRequest): Promise<Session> {
  const { db } = request.server.summit;
  const storeId = requestStore(request).storeId;
  const cookie = request.cookies[SESSION_COOKIE];
  // A malformed cookie never reaches the database; an unknown or expired one gets a new id
  // (never the one the client chose, so a planted id cannot become a session).
  const existing = cookie && isSessionId(cookie) ? await loadSession(db, cookie) : null;
  if (existing) return touchSession(db, existing, storeId);
  return unstoredSession(storeId);
}

/**
 * Before a session is stored for a visitor without one: refused with a 429 once their address
 * has started RATE_LIMITS.anonymousSessions of them (a script sending no cookie would otherwise
 * store a session, a basket and lines with each write). A stored session is never counted.
 */
async function admitNewSession(request: FastifyRequest): Promise<void> {
  const verdict = await request.server.summit.newSessions.tryStart(request.ip);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryMs);
}

/** The request's session; a visitor without one gets an unstored one (see `storeSession`). */
export function getSession(request: FastifyRequest): Promise<Session> {
  let session = perRequest.get(request);
  if (!session) {
    session = resolveSession(request);
    perRequest.set(request, session);
  }
  return session;
}

/**
 * Gives the session a new id (and cookie) and sets its customer: call on login and logout so
 * that an id seen before authentication is worthless after it (session fixation).
 */
export async function rotateSession(request: FastifyRequest, reply: FastifyReply, customerId: number | null): Promise<Session> {
  const current = await getSession(request);
  // A logout without a session would store a new one; a login proves itself with its password.
  if (!current.stored && customerId === null) await admitNewSession(request);
  const rotated = await replaceSession(request.server.summit.db, current, customerId);
  setSessionCookie(request, reply, rotated.cookieId);
  perRequest.set(request, Promise.resolve(rotated));
  return rotated;
}

/** Changes the session's data, for the rest of this request and for later ones (storing a new session). */
export async function updateSessionData(request: FastifyRequest, reply: FastifyReply, change: (data: SessionData) => SessionData): Promise<Session> {
  const current = await getSession(request);
  if (!current.stored) await admitNewSession(request);
  const updated = await saveSessionData(request.server.summit.db, current, change(current.data));
  if (!current.stored) setSessionCookie(request, reply, updated.cookieId);
  perRequest.set(request, Promise.resolve(updated));
  return updated;
}

/** The request's session, stored (and its cookie set) if it was not yet: before writing what belongs to it. */
export async function storeSession(request: FastifyRequest, reply: FastifyReply): Promise<Session> {
  const current = await getSession(request);
  return current.stored ? current : updateSessionData(request, reply, (data) => data);
}
