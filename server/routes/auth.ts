import type { FastifyInstance } from 'fastify';
import { forgotPassword, login, logout, resetPassword, resetPasswordCheck, signup } from '../../contracts/auth.ts';
import { unlockAccount } from '../auth/brute-force.ts';
import { sendDemoMail } from '../auth/demo-mail.ts';
import { isStrongPassword, registerMember, signInMember, type AccessResult } from '../auth/member-access.ts';
import { hashPassword } from '../auth/password.ts';
import { consumeResetToken, createResetToken, decoyResetToken, resetTokenUsable } from '../auth/reset-token.ts';
import { requestStore } from '../context.ts';
import { route } from '../http/route.ts';
import { HttpError } from '../http/errors.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { message } from '../members/messages.ts';
import { mergeGuestBasketIntoCustomer } from '../basket/merge.ts';
import { getSession, rotateSession } from '../session/session.ts';

const ok = (text: string) => ({ success: true, message: text, error_code: null });
const failed = (text: string, code: string) => ({ success: false, message: text, error_code: code });

/** The API's reply to a sign-in or registration: a lock is HTTP 429, a refusal a reply with its code. */
function accessReply(result: AccessResult, success: string) {
  if (result.ok) return ok(success);
  if (result.locked) throw new HttpError(429, result.message);
  return failed(result.message, result.code);
}

/** login, signup, forgotPassword, resetPassword, logout (spec 01 section 7). */
export function authRoutes(app: FastifyInstance): void {
  const { db } = app.summit;
  const findByEmail = async (email: string) =>
    (await db.query<{ id: number; email: string }>('SELECT id, email FROM customers WHERE lower(email) = lower($1)', [email.trim()]))[0] ?? null;

  route(app, login, async ({ body, request, reply }) =>
    accessReply(await signInMember(request, reply, body.email, body.password), message('loggedIn', requestStore(request).locale)),
  );

  route(app, signup, async ({ body, request, reply }) => {
    const { firstname, lastname, referer } = body.data ?? {};
    const result = await registerMember(request, reply, { email: body.email, password: body.password, firstname, lastname, referer });
    return accessReply(result, message('signedUp', requestStore(request).locale));
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
