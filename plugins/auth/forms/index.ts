import type { AuthForms } from '../../../contracts/auth-service.ts';
import { loadFormMessages } from '../../../core/kit/forms/load-messages.ts';
import type { AuthDeps } from '../auth-state.ts';
import { createJoinForm } from './JoinForm.tsx';
import { createSignInForm } from './SignInForm.tsx';

/*
 * The auth plugin's forms, for its own pages and, through `auth-actions`, for the modals. The
 * pages take them from here too, so that all of them load as one chunk.
 */

export function createAuthForms(deps: AuthDeps): AuthForms {
  return { JoinForm: createJoinForm(deps), SignInForm: createSignInForm(deps) };
}

/** The forms lent to another plugin (built once per modal opening), with the form texts they need. */
export async function lendAuthForms(deps: AuthDeps): Promise<AuthForms> {
  await loadFormMessages(deps.ctx);
  return createAuthForms(deps);
}
