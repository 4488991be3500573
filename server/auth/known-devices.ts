import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setPrivateCookie } from '../http/private-cookie.ts';
import type { Db } from '../db/db.ts';

/*
 * Browsers a member has signed in with. Each successful sign-in leaves a random token in an
 * httpOnly cookie, its digest stored with the member (table known_devices): a later sign-in
 * that shows it comes from the owner's own browser, which strangers guessing at the account
 * from elsewhere cannot show, so the account-wide slowdown of brute-force.ts passes it by.
 */

export const DEVICE_COOKIE = 'summit_device';
/** A browser not used to sign in for this long is forgotten (its cookie expires with it). */
export const DEVICE_DAYS = 180;
/** The browsers kept per member; an older one is forgotten when another signs in. */
const DEVICES_PER_MEMBER = 20;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The digest of the device token the request shows, if it shows a well-formed one. */
export function deviceDigest(request: FastifyRequest): string | null {
  const token = request.cookies[DEVICE_COOKIE];
  return token && TOKEN.test(token) ? digestOf(token) : null;
}

/** Whether the request comes from a browser the member with this email has signed in with. */
export async function isKnownDevice(db: Db, digest: string | null, email: string): Promise<boolean> {
  if (!digest) return false;
  const rows = await db.query(
    `SELECT 1 FROM known_devices d JOIN customers c ON c.id = d.customer_id
     WHERE d.digest = $1 AND lower(c.email) = lower($2) AND d.last_used_at > now() - make_interval(days => $3)`,
    [digest, email.trim(), DEVICE_DAYS],
  );
  return rows.length > 0;
}

function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  setPrivateCookie(request, reply, DEVICE_COOKIE, token, DEVICE_DAYS);
}

/** After a successful sign-in: this browser is the member's (again), with a new token when it had none of theirs. */
export async function rememberDevice(request: FastifyRequest, reply: FastifyReply, customerId: number): Promise<void> {
  const { db } = request.server.summit;
  const digest = deviceDigest(request);
  if (digest) {
    const touched = await db.query('UPDATE known_devices SET last_used_at = now() WHERE digest = $1 AND customer_id = $2 RETURNING 1', [digest, customerId]);
    if (touched.length > 0) return;
  }
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO known_devices (digest, customer_id) VALUES ($1, $2)', [digestOf(token), customerId]);
  await db.query(
    `DELETE FROM known_devices WHERE customer_id = $1 AND digest NOT IN (
       SELECT digest FROM known_devices WHERE customer_id = $1 ORDER BY last_used_at DESC, digest LIMIT $2)`,
    [customerId, DEVICES_PER_MEMBER],
  );
  setDeviceCookie(request, reply, token);
}

/** A new password: only the browser that set it stays known (one a thief used is not). */
export async function forgetOtherDevices(request: FastifyRequest, customerId: number): Promise<void> {
  await request.server.summit.db.query('DELETE FROM known_devices WHERE customer_id = $1 AND digest IS DISTINCT FROM $2', [customerId, deviceDigest(request)]);
}

/** Browsers not used to sign in for DEVICE_DAYS (housekeeping). */
export async function deleteForgottenDevices(db: Db): Promise<number> {
  return (await db.query('DELETE FROM known_devices WHERE last_used_at <= now() - make_interval(days => $1) RETURNING 1', [DEVICE_DAYS])).length;
}
