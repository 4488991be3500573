import type { FastifyReply, FastifyRequest } from 'fastify';
import type { resetPassword } from '../../contracts/auth.ts';
import { RESET_PASSWORD_PATH } from '../../contracts/storefront-paths.ts';
import { mergeGuestBasketIntoCustomer } from '../basket/merge.ts';
import { requestStore } from '../context.ts';
import type { Db } from '../db/db.ts';
import type { ParsedBodyOf } from '../http/route.ts';
import { message } from '../members/messages.ts';
import { getSession, rotateSession } from '../session/session.ts';
import { unlockAccount } from './brute-force.ts';
import { sendDemoMail } from './demo-mail.ts';
import { forgetOtherDevices, rememberDevice } from './known-devices.ts';
import { isStrongPassword } from './member-access.ts';
import { hashPassword } from './password.ts';
import { consumeResetToken, createResetToken, decoyResetToken } from './reset-token.ts';

export const ok = (text: string) => ({ success: true, message: text, error_code: null });
export const failed = (text: string, code: string) => ({ success: false, message: text, error_code: code });

/** Mails a reset link to the member with that email; the same work and answer for an unknown one. */
export async function requestPasswordReset(db: Db, request: FastifyRequest, email: string) {
  const store = requestStore(request);
  const [customer] = await db.query<{ id: number; email: string }>('SELECT id, email FROM customers WHERE lower(email) = lower($1)', [email.trim()]);
  if (customer) {
    const token = await createResetToken(db, customer.id);
    // From the store's configured origin: a Host or X-Forwarded-Host header must not decide where the token goes.
    if (token) {
      const link = `${store.origin}${RESET_PASSWORD_PATH}?id=${customer.id}&token=${token}`;
      sendDemoMail(request, { to: customer.email, subject: 'Reset your password', link });
    }
  } else {
    await decoyResetToken(db);
  }
  // The same answer for every email.
  return ok(message('forgotSent', store.locale));
}

/** Sets a new password with a mailed token; the member is then signed in here and signed out everywhere else. */
export async function resetPasswordWithToken(db: Db, request: FastifyRequest, reply: FastifyReply, body: ParsedBodyOf<typeof resetPassword>) {
  const locale = requestStore(request).locale;
  if (body.password !== body.confirmation) return failed(message('mismatch', locale), 'password_mismatch');
  if (!isStrongPassword(body.password)) return failed(message('weakPassword', locale), 'weak_password');
  if (!(await consumeResetToken(db, body.customerId, body.token))) return failed(message('resetInvalid', locale), 'invalid_token');
  const [customer] = await db.query<{ email: string }>('UPDATE customers SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING email', [
    body.customerId,
    await hashPassword(body.password),
  ]);
  // Signed out everywhere: sessions opened with the old password end, other browsers are no longer
  // known as the member's, and the account is unlocked.
  await db.query('DELETE FROM sessions WHERE customer_id = $1', [body.customerId]);
  await forgetOtherDevices(request, body.customerId);
  if (customer) await unlockAccount(db, customer.email);
  // The mailbox proved who they are: signed in here, the guest basket joining theirs.
  const guest = await getSession(request);
  await mergeGuestBasketIntoCustomer(db, guest.key, body.customerId);
  await rotateSession(request, reply, body.customerId);
  await rememberDevice(request, reply, body.customerId);
  return ok(message('resetDone', locale));
}
