import type { I18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../../contracts/storefront-paths.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { serverI18n } from '../i18n/server-i18n.ts';
import { sendDemoMail } from './demo-mail.ts';

/** One notice an hour per address: probing sign-ups cannot turn the owner's mailbox into a target. */
export const SIGNUP_NOTICE_LIMIT = { max: 1, windowMs: 60 * 60_000 };

type NoticeValues = {
  shopName: string;
  loginLink: string;
  forgotLink: string;
};

// Lingui messages with explicit ids, like members/messages.ts; `npm run lingui:extract` keeps server/locales in step.
const subject = (i18n: I18n) => i18n._({ id: 'signupNotice.subject', message: 'Someone tried to create an account with your email address' });
const body = (i18n: I18n, values: NoticeValues) =>
  i18n._({
    id: 'signupNotice.text',
    message:
      'Someone tried to create an account at {shopName} with this email address, which already has an account. If it was you, sign in at {loginLink} or reset your password at {forgotLink}. If it was not you, there is nothing to do: your account is unchanged.',
    values,
  });

/**
 * Tells the owner of an account that someone tried to sign up with its email, in the store's
 * language, with links from the store's configured origin (never from request headers). The
 * sign-up's reply is the same whether or not this mails: at most one notice per address an hour,
 * counted in the database so that every server shares the count.
 */
export async function noticeSignupAttempt(request: FastifyRequest, store: StoreConfig, email: string): Promise<void> {
  const { db, limits } = request.server.summit;
  const [owner] = await db.query<{ email: string }>('SELECT email FROM customers WHERE lower(email) = lower($1)', [email.trim()]);
  if (!owner) return;
  const count = { name: 'sign-up notices', key: `email:${owner.email.toLowerCase()}`, limit: SIGNUP_NOTICE_LIMIT };
  if (!(await limits.tryTake([count])).allowed) return;
  const i18n = serverI18n(store.locale);
  const loginLink = `${store.origin}${LOGIN_PATH}`;
  const text = body(i18n, { shopName: store.shopName, loginLink, forgotLink: `${store.origin}${FORGOT_PASSWORD_PATH}` });
  sendDemoMail(request, { to: owner.email, subject: subject(i18n), link: loginLink, text });
}
