import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PASSWORD_RULES, validateValues } from '../../core/forms/validators.ts';
import { forgotPassword, login, logout, resetPassword, resetPasswordCheck, signup } from '../../contracts/auth.ts';
import { forgiveAttempt, recordSignup, reserveAttempt, signupsFrom, unlockAccount } from '../auth/brute-force.ts';
import { sendDemoMail } from '../auth/demo-mail.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { consumeResetToken, createResetToken, decoyResetToken, resetTokenUsable } from '../auth/reset-token.ts';
import { requestStore } from '../context.ts';
import { route } from '../http/route.ts';
import { HttpError } from '../http/errors.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { message } from '../members/messages.ts';
import { mergeGuestBasketIntoCustomer } from '../basket/merge.ts';
import { getSession, rotateSession, updateSessionData } from '../session/session.ts';

/** The password policy of the registration and reset forms (core/forms), checked again here. */
export const isStrongPassword = (password: string) => Object.keys(validateValues({ password }, { password: PASSWORD_RULES })).length === 0;

interface Credentials {
  id: number;
  email: string;
  password_hash: string;
}

// Checked against when the email is unknown, so that both answers take as long.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

const ok = (text: string) => ({ success: true, message: text, error_code: null });
const failed = (text: string, code: string) => ({ success: false, message: text, error_code: code });

/** login, signup, forgotPassword, resetPassword, logout (spec 01 section 7). */
export function authRoutes(app: FastifyInstance): void {
  const { db } = app.summit;
  const findByEmail = async (email: string) =>
    (await db.query<Credentials>('SELECT id, email, password_hash FROM customers WHERE lower(email) = lower($1)', [email.trim()]))[0] ?? null;

  route(app, login, async ({ body, request, reply }) => {
    const locale = requestStore(request).locale;
    const attempt = await reserveAttempt(db, body.email, request.ip);
    if (!attempt) throw new HttpError(429, message('locked', locale));
    const customer = await findByEmail(body.email);
    const valid = await verifyPassword(body.password, customer?.password_hash ?? (await timingDummy()));
    if (!customer || !valid) return failed(message('invalidLogin', locale), 'invalid_credentials');
    await forgiveAttempt(db, attempt, body.email, request.ip);
    // The guest basket follows the shopper into their account (before the session id changes).
    const guest = await getSession(request);
    await mergeGuestBasketIntoCustomer(db, guest.id, customer.id);
    // A new session id at login: an id seen before cannot ride on the member's session.
    await rotateSession(request, reply, customer.id);
    return ok(message('loggedIn', locale));
  });

  route(app, signup, async ({ body, request, reply }) => {
    const store = requestStore(request);
    const locale = store.locale;
    // Mass account creation from one address: the join reply is a 429 lock too.
    if ((await signupsFrom(db, request.ip)) >= app.summit.signupsPerAddress) throw new HttpError(429, message('locked', locale));
    await recordSignup(db, request.ip);
    if (!isStrongPassword(body.password)) return failed(message('weakPassword', locale), 'weak_password');
    const referrer = body.data.referer
      ? ((await db.query<{ id: number }>('SELECT id FROM customers WHERE referral_code = $1', [body.data.referer]))[0]?.id ?? null)
      : null;
    const hash = await hashPassword(body.password);
    const [created] = await db.query<{ id: number }>(
      `INSERT INTO customers (email, password_hash, firstname, lastname, store_id, referral_code, referred_by)
       VALUES (lower($1), $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
      [body.email.trim(), hash, body.data.firstname.trim(), body.data.lastname.trim(), store.storeId, referralCode(body.data.firstname), referrer],
    );
    // The same words whether the email is taken or not usable: no answer tells which emails have accounts.
    if (!created) return failed(message('signupRefused', locale), 'signup_refused');
    const guest = await getSession(request);
    await mergeGuestBasketIntoCustomer(db, guest.id, created.id);
    await rotateSession(request, reply, created.id);
    await updateSessionData(request, reply, (data) => ({ ...data, isSignupEvent: true }));
    return ok(message('signedUp', locale));
  });

  route(
    app,
    forgotPassword,
    async ({ body, request }) => {
      const store = requestStore(request);
      const customer = await findByEmail(body.email);
      if (customer) {
        const token = await createResetToken(db, customer.id);
        // From the store's configured origin: a Host or X-Forwarded-Host header must not decide where the token goes.
        if (token) {
          const link = `${store.origin}/customer/account/resetpassword/?id=${customer.id}&token=${token}`;
          sendDemoMail(request, { to: customer.email, subject: 'Reset your password', link });
        }
      } else {
        await decoyResetToken(db);
      }
      // The same answer for every email.
      return ok(message('forgotSent', store.locale));
    },
    { rateLimit: RATE_LIMITS.forgotPassword },
  );

  route(app, resetPasswordCheck, async ({ body, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { usable: await resetTokenUsable(db, body.customerId, body.token) };
  });

  route(app, resetPassword, async ({ body, request, reply }) => {
    const locale = requestStore(request).locale;
    if (body.password !== body.confirmation) return failed(message('mismatch', locale), 'password_mismatch');
    if (!isStrongPassword(body.password)) return failed(message('weakPassword', locale), 'weak_password');
    if (!(await consumeResetToken(db, body.customerId, body.token))) return failed(message('resetInvalid', locale), 'invalid_token');
    const [customer] = await db.query<{ email: string }>('UPDATE customers SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING email', [
      body.customerId,
      await hashPassword(body.password),
    ]);
    // Signed out everywhere: sessions opened with the old password end, and the account is unlocked.
    await db.query('DELETE FROM sessions WHERE customer_id = $1', [body.customerId]);
    if (customer) await unlockAccount(db, customer.email);
    // The mailbox proved who they are: signed in here, the guest basket joining theirs.
    const guest = await getSession(request);
    await mergeGuestBasketIntoCustomer(db, guest.id, body.customerId);
    await rotateSession(request, reply, body.customerId);
    return ok(message('resetDone', locale));
  });

  route(app, logout, async ({ request, reply }) => {
    await rotateSession(request, reply, null);
    return ok(message('loggedOut', requestStore(request).locale));
  });
}

function referralCode(firstname: string): string {
  const base =
    firstname
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 8) || 'MEMBER';
  return `${base}${randomBytes(3).toString('hex').toUpperCase()}`;
}
