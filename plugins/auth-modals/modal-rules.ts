import type { PageView } from '../../core/plugin-api.ts';
import { isPaidSource, readTrafficSource } from './paid-source.ts';

/** The modal kinds of this plugin's manifest; each sizes its container (`auth-dialog--<kind>` in auth-modal.css). */
export type AuthModalKind = 'register' | 'unified-register' | 'auth';
/** Which form a modal opens on. */
export type AuthView = 'join' | 'sign-in';

export interface AuthModalChoice {
  kind: AuthModalKind;
  view: AuthView;
}

/** What the rules look at: the page just shown, the visitor, the new-login-forms experiment. */
export interface PageFacts {
  view: Pick<PageView, 'pageType' | 'search' | 'category' | 'metadata'>;
  isLoggedIn: boolean;
  /** The visitor is in Variation1 of ab_test_pss_new_login_forms. */
  newLoginForms: boolean;
}

/** The page's route says no register modal here (route metadata `registerModalDisabled`, spec 01 section 2). */
export function registerModalDisabled(view: Pick<PageView, 'metadata'>): boolean {
  return view.metadata?.registerModalDisabled === true;
}

/**
 * The modal a page shows by itself (spec 02 section 4), or null:
 * - never to a member, never on a route whose metadata disables the register modal;
 * - home: with `displayform` and a paid source, the register modal (`displayform=v2`: the
 *   marketing unified-register modal);
 * - listings, once their data is there (the page view of a category carries its category):
 *   category pages always; brand pages and other listings only with a paid source;
 * - in Variation1 of the new-login-forms test, the default auth modal (the new login form) instead.
 */
export function modalForPage({ view, isLoggedIn, newLoginForms }: PageFacts): AuthModalChoice | null {
  if (isLoggedIn || registerModalDisabled(view)) return null;
  const params = new URLSearchParams(view.search);
  const paid = isPaidSource(readTrafficSource(view.search));
  let kind: AuthModalKind | null = null;
  if (view.pageType === 'home') {
    const form = params.get('displayform');
    if (form !== null && paid) kind = form === 'v2' ? 'unified-register' : 'register';
  } else if (view.pageType === 'category') {
    if (view.category) kind = 'register';
  } else if ((view.pageType === 'brand' || view.category) && paid) {
    kind = 'register';
  }
  if (!kind) return null;
  return { kind: newLoginForms ? 'auth' : kind, view: 'join' };
}

/** The guest's account button (spec 02 section 4): the register modal, or the new login form in Variation1, on its sign-in form. */
export function modalForSignIn(newLoginForms: boolean): AuthModalChoice {
  return { kind: newLoginForms ? 'auth' : 'register', view: 'sign-in' };
}
