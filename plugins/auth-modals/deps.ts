import type { AuthActions } from '../../contracts/auth-service.ts';
import { pluginState, type PluginContext } from '../../core/plugin-api.ts';
import type { ModalGate, VisitMemory } from './modal-gate.ts';

/** What the plugin's parts read beyond the context (never imported across plugins). */
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

/** Each kernel's auth-modals state, kept by `setup`. */
const authModalsStates = pluginState<'auth-modals', AuthModalsDeps>('auth-modals');
export const keepAuthModalsState = authModalsStates.keep;
/** For a component inside the plugin's parts. */
export const useAuthModalsState = authModalsStates.use;
