import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { id } from './common.ts';

/** Authentication service (spec 01 section 7): login, signup, forgotPassword, resetPassword, logout; and the reset link's check. */

export const authReply = z.object({
  success: z.boolean(),
  message: z.string(),
  error_code: z.nullable(z.string()),
});
export type AuthReply = z.output<typeof authReply>;

const email = z.string().check(z.minLength(3), z.maxLength(254));
const password = z.string().check(z.minLength(1), z.maxLength(200));

export const login = defineEndpoint({
  name: 'login',
  method: 'POST',
  path: 'auth/login',
  body: z.object({ email, password, storeId: id(), data: z.optional(z.record(z.string(), z.unknown())) }),
  reply: authReply,
});

export const signup = defineEndpoint({
  name: 'signup',
  method: 'POST',
  path: 'auth/signup',
  body: z.object({
    email,
    password,
    storeId: id(),
    // The spec's form asks for login and password only (01 section 3): names are the member's to add later.
    data: z.optional(
      z.object({
        firstname: z.optional(z.string().check(z.maxLength(100))),
        lastname: z.optional(z.string().check(z.maxLength(100))),
        referer: z.optional(z.string().check(z.maxLength(64))),
      }),
    ),
  }),
  reply: authReply,
});

export const forgotPassword = defineEndpoint({
  name: 'forgot-password',
  method: 'POST',
  path: 'auth/forgot-password',
  body: z.object({ email }),
  reply: authReply,
});

export const resetPassword = defineEndpoint({
  name: 'reset-password',
  method: 'POST',
  path: 'auth/reset-password',
  body: z.object({ customerId: id(), token: z.string().check(z.minLength(1), z.maxLength(200)), password, confirmation: password }),
  reply: authReply,
});

/**
 * Whether a reset link can still be used (its customer's, unused, not expired), asked when the
 * page opens so that a used link shows no form. Changes nothing.
 */
export const resetPasswordCheck = defineEndpoint({
  name: 'reset-password-check',
  method: 'POST',
  path: 'auth/reset-password-check',
  body: z.object({ customerId: id(), token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  reply: z.object({ usable: z.boolean() }),
});

export const logout = defineEndpoint({
  name: 'logout',
  method: 'POST',
  path: 'auth/logout',
  reply: authReply,
});

/** Which form the brute-force lock refused. */
export interface AccountLock {
  action: 'login' | 'signup';
}

declare module '../core/kernel/events.ts' {
  interface PluginHookPayloads {
    /** Spec 01 section 8: a login or join answered 429, the brute-force lock (owner: auth). Trackers hear it. */
    accountLocked: [lock: AccountLock];
  }
}
