import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { readSessionData, type SessionData } from './session-data.ts';

export interface Session {
  /**
   * What the database knows the session by (sessions.id, and baskets.session_id and
   * tracking_calls.session_id of what it owns): `sessionKey` of the cookie's id.
   */
  key: string;
  /** The cookie's value, the session's secret: never stored, so a copy of the database signs no one in. */
  cookieId: string;
  customerId: number | null;
  storeId: number;
  data: SessionData;
  createdAt: Date;
  updatedAt: Date;
  /** Created by this request (the raw session's first_visit). */
  isNew: boolean;
  /**
   * False for a visitor without a session cookie until something is written: reads never create
   * a row, so cookie-less requests (bots, a flood) cost no writes and leave nothing for 30 days.
   */
  stored: boolean;
}

/** Sessions unused for this long are gone (and deleted by `deleteExpiredSessions`). */
export const SESSION_IDLE_DAYS = 30;
// Writing updated_at on every request would turn each read into a write; once an hour is enough.
const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function isSessionId(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** The SHA-256 of a cookie's id, in hex: the session's key in the database (the migration session_keys digests alike). */
export function sessionKey(cookieId: string): string {
  return createHash('sha256').update(cookieId, 'utf8').digest('hex');
}

export interface SessionRow {
  /** The session's key. */
  id: string;
  customer_id: number | null;
  store_id: number;
  data: unknown;
  created_at: Date;
  updated_at: Date;
}

const toSession = (row: SessionRow, cookieId: string, isNew: boolean): Session => ({
  key: row.id,
  cookieId,
  customerId: row.customer_id,
  storeId: row.store_id,
  data: readSessionData(row.data),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  isNew,
  stored: true,
});

/** A session read from its row by its cookie's id (not one this request created). */
export const storedSession = (row: SessionRow, cookieId: string): Session => toSession(row, cookieId, false);

const COLUMNS = 'id, customer_id, store_id, data, created_at, updated_at';

export async function loadSession(db: Db, cookieId: string): Promise<Session | null> {
  const [row] = await db.query<SessionRow>(`SELECT ${COLUMNS} FROM sessions WHERE id = $1 AND updated_at > now() - make_interval(days => $2)`, [
    sessionKey(cookieId),
    SESSION_IDLE_DAYS,
  ]);
  return row ? storedSession(row, cookieId) : null;
}

/** A guest's session before anything is written to it: an id of its own, not in the database. */
export function unstoredSession(storeId: number): Session {
  const now = new Date();
  const cookieId = newSessionId();
  return { key: sessionKey(cookieId), cookieId, customerId: null, storeId, data: {}, createdAt: now, updatedAt: now, isNew: true, stored: false };
}

export async function createSession(db: Db, fields: { cookieId?: string; storeId: number; customerId?: number | null; data?: SessionData }): Promise<Session> {
  const cookieId = fields.cookieId ?? newSessionId();
  const [row] = await db.query<SessionRow>(`INSERT INTO sessions (id, customer_id, store_id, data) VALUES ($1, $2, $3, $4::jsonb) RETURNING ${COLUMNS}`, [
    sessionKey(cookieId),
    fields.customerId ?? null,
    fields.storeId,
    JSON.stringify(fields.data ?? {}),
  ]);
  return toSession(row!, cookieId, true);
}

/** Keeps a session alive and on the store it is used in, writing only when something changed. */
export async function touchSession(db: Db, session: Session, storeId: number): Promise<Session> {
  if (!session.stored) return { ...session, storeId };
  const stale = Date.now() - session.updatedAt.getTime() > TOUCH_AFTER_MS;
  if (!stale && session.storeId === storeId) return session;
  await db.query('UPDATE sessions SET store_id = $2, updated_at = now() WHERE id = $1', [session.key, storeId]);
  return { ...session, storeId, updatedAt: new Date() };
}

export async function saveSessionData(db: Db, session: Session, data: SessionData): Promise<Session> {
  if (!session.stored) return createSession(db, { cookieId: session.cookieId, storeId: session.storeId, customerId: session.customerId, data });
  await db.query('UPDATE sessions SET data = $2::jsonb, updated_at = now() WHERE id = $1', [session.key, JSON.stringify(data)]);
  return { ...session, data };
}

/** Moves a session to a new id (login, logout), keeping its data; the old id stops working. */
export async function replaceSession(db: Db, session: Session, customerId: number | null): Promise<Session> {
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM sessions WHERE id = $1', [session.key]);
    const created = await createSession(tx, { storeId: session.storeId, customerId, data: session.data });
    return { ...created, isNew: false };
  });
}

/** Sessions unused for SESSION_IDLE_DAYS: their cookie has expired too. */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE updated_at <= now() - make_interval(days => $1) RETURNING 1', [SESSION_IDLE_DAYS]);
  return rows.length;
}

/** Guest sessions (no member signed in) unused for `guestDays`. */
export async function deleteIdleGuestSessions(db: Db, guestDays: number): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE customer_id IS NULL AND updated_at <= now() - make_interval(days => $1) RETURNING 1', [guestDays]);
  return rows.length;
}

/** After a password change: every other session of the member ends (one a thief holds, too). */
export async function endOtherSessions(db: Db, customerId: number, keepSessionKey: string | null): Promise<void> {
  await db.query('DELETE FROM sessions WHERE customer_id = $1 AND id IS DISTINCT FROM $2', [customerId, keepSessionKey]);
}
