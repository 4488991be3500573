import type { AuthForms } from '../../../contracts/auth-service.ts';
import { loadFormMessages } from '../../../core/kit/forms/load-messages.ts';
import type { AuthDeps } from '../auth-state.ts';
import { createJoinForm } from './JoinForm.tsx';
import { createSignInForm } from './SignInForm.tsx';

/*
 * The auth plugin's forms, for its own pages and, through `auth-actions`, for the modals. The
 * pages take them from here too, so that all of them load as one chunk.
 */

const built = new WeakMap<AuthDeps, AuthForms>();

/** The forms of one kernel's auth state, built once: the same components on every render of a page. */
export function createAuthForms(deps: AuthDeps): AuthForms {
  let forms = built.get(deps);
  if (!forms) built.set(deps, (forms = { JoinForm: createJoinForm(deps), SignInForm: createSignInForm(deps) }));
  return forms;
}

/** The forms lent to another plugin, bound to the auth state since they render in that plugin's parts, with the form texts they need. */
export async function lendAuthForms(deps: AuthDeps): Promise<AuthForms> {
  await loadFormMessages(deps.ctx);
  return createAuthForms(deps);
}
