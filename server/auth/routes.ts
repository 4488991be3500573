import type { FastifyInstance } from 'fastify';
import { forgotPassword, login, logout, resetPassword, resetPasswordCheck, signup } from '../../contracts/auth.ts';
import { confirmationEmail, emailConfirm } from '../../contracts/email-confirmation.ts';
import { requestStore } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { route } from '../http/route.ts';
import { message } from '../members/messages.ts';
import { rotateSession } from '../session/session.ts';
import { confirmEmail, mailConfirmation } from './email-confirmation.ts';
import { registerMember, signInMember, type AccessResult } from './member-access.ts';
import { failed, ok, requestPasswordReset, resetPasswordWithToken } from './password-reset.ts';
import { resetTokenUsable } from './reset-token.ts';

/** The API's reply to a sign-in or registration: a lock is HTTP 429 (with Retry-After when it is known), a refusal a reply with its code. */
function accessReply(result: AccessResult, success: string) {
  if (result.ok) return ok(success);
  if (result.locked) throw new HttpError(429, result.message, result.retryMs === undefined ? undefined : Math.max(1, Math.ceil(result.retryMs / 1000)));
  return failed(result.message, result.code);
}

/**
 * The endpoints of contracts/auth.ts (login, signup, forgotPassword, resetPassword, logout: spec 01
 * section 7) and contracts/email-confirmation.ts (double opt-in).
 */
export function authRoutes(app: FastifyInstance): void {
  const { db } = app.summit;

  route(app, login, async ({ body, request, reply }) =>
    accessReply(await signInMember(request, reply, body.email, body.password), message('loggedIn', requestStore(request).locale)),
  );

  route(app, signup, async ({ body, request, reply }) => {
    const { firstname, lastname, referer } = body.data ?? {};
    const result = await registerMember(request, reply, { email: body.email, password: body.password, firstname, lastname, referer });
    return accessReply(result, message('signedUp', requestStore(request).locale));
  });

  route(app, forgotPassword, ({ body, request }) => requestPasswordReset(db, request, body.email), { rateLimit: RATE_LIMITS.forgotPassword });

  route(app, resetPasswordCheck, async ({ body, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { usable: await resetTokenUsable(db, body.customerId, body.token) };
  });

  route(app, resetPassword, ({ body, request, reply }) => resetPasswordWithToken(db, request, reply, body));

  route(app, logout, async ({ request, reply }) => {
    await rotateSession(request, reply, null);
    return ok(message('loggedOut', requestStore(request).locale));
  });

  route(app, confirmationEmail, ({ query, request, reply }) => mailConfirmation(db, request, reply, query), { rateLimit: RATE_LIMITS.confirmationEmail });
  route(app, emailConfirm, ({ body, request, reply }) => confirmEmail(db, request, reply, body), { rateLimit: RATE_LIMITS.emailConfirm });
}
