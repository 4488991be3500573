import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PASSWORD_RULES, validateValues } from '../../core/kit/forms/validators.ts';
import { mergeGuestBasketIntoCustomer } from '../basket/merge.ts';
import { requestStore } from '../context.ts';
import { message } from '../members/messages.ts';
import { addressKey } from '../session/new-session-limit.ts';
import { getSession, rotateSession, updateSessionData } from '../session/session.ts';
import { forgiveAttempt, LOCK_POLICY, reserveAttempt } from './brute-force.ts';
import { deviceDigest, isKnownDevice, rememberDevice } from './known-devices.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { noticeSignupAttempt } from './signup-notice.ts';

/** The password policy of the registration and reset forms (core/kit/forms), checked again here. */
export const isStrongPassword = (password: string) => Object.keys(validateValues({ password }, { password: PASSWORD_RULES })).length === 0;

/**
 * A sign-in or registration, wherever its form is (the API of the storefront's forms, the
 * checkout stand-in's own forms): signed in with a new session id, the guest basket kept; or
 * refused, `locked` when the brute-force lock, its account-wide slowdown (for `retryMs`) or the
 * sign-ups per address said no (HTTP 429).
 */
export type AccessResult = { ok: true; customerId: number } | { ok: false; locked: boolean; message: string; code: string; retryMs?: number };

export interface Registration {
  email: string;
  password: string;
  /** Optional: the spec's registration form asks for login and password only (01 section 3). */
  firstname?: string | undefined;
  lastname?: string | undefined;
  /** A member's referral code. */
  referer?: string | undefined;
}

// Checked against when the email is unknown, so that both answers take as long.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

type Refusal = Extract<AccessResult, { ok: false }>;
const refused = (text: string, code: string, locked = false): Refusal => ({ ok: false, locked, message: text, code });

/**
 * The guest basket follows the shopper into their account (before the session id changes), then
 * a new id; the browser is remembered as the member's (known-devices.ts).
 */
async function enter(request: FastifyRequest, reply: FastifyReply, customerId: number): Promise<void> {
  const guest = await getSession(request);
  await mergeGuestBasketIntoCustomer(request.server.summit.db, guest.key, customerId);
  // A new session id at login: an id seen before cannot ride on the member's session.
  await rotateSession(request, reply, customerId);
  await rememberDevice(request, reply, customerId);
}

export async function signInMember(request: FastifyRequest, reply: FastifyReply, email: string, password: string): Promise<AccessResult> {
  const { db } = request.server.summit;
  const locale = requestStore(request).locale;
  const device = deviceDigest(request);
  const knownDevice = (await isKnownDevice(db, device, email)) ? device : null;
  const reservation = await reserveAttempt(db, email, request.ip, knownDevice);
  if ('refused' in reservation) {
    if (reservation.refused === 'locked') return refused(message('locked', locale), 'locked', true);
    return { ...refused(message('slowedDown', locale), 'slowed_down', true), retryMs: reservation.retryMs };
  }
  const [customer] = await db.query<{ id: number; password_hash: string }>('SELECT id, password_hash FROM customers WHERE lower(email) = lower($1)', [
    email.trim(),
  ]);
  const valid = await verifyPassword(password, customer?.password_hash ?? (await timingDummy()));
  if (!customer || !valid) return refused(message('invalidLogin', locale), 'invalid_credentials');
  await forgiveAttempt(db, reservation.attempt, email, request.ip, knownDevice);
  await enter(request, reply, customer.id);
  return { ok: true, customerId: customer.id };
}

export async function registerMember(request: FastifyRequest, reply: FastifyReply, input: Registration): Promise<AccessResult> {
  const { db, limits, signupsPerAddress } = request.server.summit;
  const store = requestStore(request);
  // Mass account creation from one address: the join reply is a 429 lock too, counted in the database.
  const signups = { max: signupsPerAddress, windowMs: LOCK_POLICY.windowMinutes * 60_000 };
  if (!(await limits.tryTake([{ name: 'sign-ups', key: addressKey(request.ip), limit: signups }])).allowed)
    return refused(message('locked', store.locale), 'locked', true);
  if (!isStrongPassword(input.password)) return refused(message('weakPassword', store.locale), 'weak_password');
  const referrer = input.referer
    ? ((await db.query<{ id: number }>('SELECT id FROM customers WHERE referral_code = $1', [input.referer]))[0]?.id ?? null)
    : null;
  const firstname = input.firstname?.trim() ?? '';
  const [created] = await db.query<{ id: number }>(
    `INSERT INTO customers (email, password_hash, firstname, lastname, store_id, referral_code, referred_by)
     VALUES (lower($1), $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
    [input.email.trim(), await hashPassword(input.password), firstname, input.lastname?.trim() ?? '', store.storeId, referralCode(firstname), referrer],
  );
  // A refusal here means the email has an account, which a success (signed in at once) cannot
  // hide: the spec's join signs the new member in (isSignupEvent, sign_up tracking), so the two
  // answers cannot be alike. The sign-ups per address above, counted in the database, bound the
  // probing, and the account's owner is told by mail (at most once an hour, signup-notice.ts);
  // the reply is the same whether or not that mail went out.
  if (!created) {
    await noticeSignupAttempt(request, store, input.email);
    return refused(message('signupRefused', store.locale), 'signup_refused');
  }
  await enter(request, reply, created.id);
  await updateSessionData(request, reply, (data) => ({ ...data, isSignupEvent: true }));
  return { ok: true, customerId: created.id };
}

/** A member's referral code: their first name (when they gave one) and random letters. */
function referralCode(firstname: string): string {
  const base =
    firstname
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 8) || 'MEMBER';
  return `${base}${randomBytes(3).toString('hex').toUpperCase()}`;
}
