import { serviceRef, type ServiceRef } from '../core/kernel/services.ts';
// Types only: a user of the service loads this handle, not the auth endpoints.
import type { AuthReply } from './auth.ts';

export type { AuthReply };

/** What the registration form sends (the signup body's customer data). */
export interface SignUpInput {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** A referral code (/customer/account/create/referer/{code}). */
  referer?: string;
}

/**
 * The auth plugin's sign-in and sign-up, for its own pages and for other plugins' forms (the
 * register and login modals): on success each refreshes the session with the reason 'login' or
 * 'signup', so the trackers hear a page's and a modal's sign-up alike (`sessionChanged`).
 * A reply with `success: false` carries the server's message; a refusal by the brute-force lock
 * rejects with an ApiError of status 429.
 */
export interface AuthActions {
  signIn(email: string, password: string): Promise<AuthReply>;
  signUp(input: SignUpInput): Promise<AuthReply>;
}

export const authActionsService: ServiceRef<AuthActions, 'auth-actions'> = serviceRef('auth-actions');
