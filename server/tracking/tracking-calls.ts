import type { Db } from '../db/db.ts';

export interface TrackingCall {
  endpoint: string;
  payload: Record<string, unknown>;
}

/** Records one tracking or ppc-fb call as received, under the caller's session key (Session.key). */
export async function recordCall(db: Db, fields: { sessionId: string; storeId: number; endpoint: string; payload: unknown }): Promise<void> {
  await db.query('INSERT INTO tracking_calls (session_id, store_id, endpoint, payload) VALUES ($1, $2, $3, $4::jsonb)', [
    fields.sessionId,
    fields.storeId,
    fields.endpoint,
    JSON.stringify(fields.payload ?? {}),
  ]);
}

/** The calls of one session (its key), oldest first. */
export async function callsOf(db: Db, sessionId: string): Promise<TrackingCall[]> {
  return db.query<TrackingCall>('SELECT endpoint, payload FROM tracking_calls WHERE session_id = $1 ORDER BY id', [sessionId]);
}
