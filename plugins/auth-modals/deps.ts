import type { AuthActions } from '../../contracts/auth-service.ts';
import type { PluginContext } from '../../core/plugin-api.ts';
import type { ModalGate, VisitMemory } from './modal-gate.ts';

/** What the plugin's parts share (passed in, never imported across plugins). */
export interface AuthModalsDeps {
  ctx: PluginContext<'auth-modals'>;
  /** The auth plugin's forms (sign-in and sign-up) and account icon. */
  actions: AuthActions;
  gate: ModalGate;
  /** The visit's memory of a modal shown: written once one is on screen. */
  visit: VisitMemory;
  /** The page on screen (a valtio proxy): whether its route's metadata disables the register modal, as its last page view said. */
  page: { registerModalDisabled: boolean };
  /** Whether the visitor is in Variation1 of the new-login-forms test (read when a modal opens). */
  newLoginForms(): boolean;
}
