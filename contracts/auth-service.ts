import type { ComponentType, Ref } from 'react';
import { serviceRef, type ServiceRef } from '../core/kernel/services.ts';

/** What differs between the auth pages' forms and the same forms lent to another plugin (a modal). */
export interface AuthFormProps {
  /** Signed in or up, before the session is fetched again (a page sets where the member goes next). */
  beforeRefresh?(): void;
  /** Signed in or up and the session fetched again (a modal closes). */
  onDone?(): void;
  /** Added to the form's own class. */
  className?: string;
  id?: string;
  /** The <form> element (a modal moves the keyboard into it when it replaces the other form). */
  ref?: Ref<HTMLFormElement>;
}

export interface JoinFormProps extends AuthFormProps {
  /** A referral code sent with the sign-up (the registration page's /referer/{code}). */
  referralCode?: string;
}

/** The auth plugin's join (registration) and sign-in forms: fields, validators, failure texts, tracking. */
export interface AuthForms {
  JoinForm: ComponentType<JoinFormProps>;
  SignInForm: ComponentType<AuthFormProps>;
}

/**
 * What the auth plugin lends other plugins (the register and login modals): its own join and
 * sign-in forms, the very ones of its pages, so a sign-in or sign-up in a modal runs, fails and is
 * tracked as on the pages (the session refreshed with the reason 'login' or 'signup').
 */
export interface AuthActions {
  /** The forms; their code and the form texts load on each call (cached by the browser after the first). */
  loadForms(): Promise<AuthForms>;
  /** The header's account icon, for a plugin's own account button in the `account.sign-in` slot. */
  AccountIcon: ComponentType;
}

export const authActionsService: ServiceRef<AuthActions, 'auth-actions'> = serviceRef('auth-actions');
