// Types only: the auth endpoints load with the pages' code.
import type { AuthReply } from '../../contracts/auth.ts';
import { pluginState, type PluginContext } from '../../core/plugin-api.ts';

/** What the registration form sends (the signup body's customer data). */
export interface SignUpInput {
  email: string;
  password: string;
  /** A referral code (/customer/account/create/referer/{code}). */
  referer?: string;
}

export interface AuthOptions {
  logoutRedirect?: string;
  socialLogin?: { provider: 'facebook'; appId: string };
}

export interface AuthDeps {
  ctx: PluginContext<'auth'>;
  options: AuthOptions;
  /** Where the member goes once signed in (set by the login and registration pages). */
  afterLogin: { path: string | null };
}

/** Each kernel's auth state, kept by `setup`. */
const authStates = pluginState<'auth', AuthDeps>('auth');
export const keepAuthState = authStates.keep;
/** For loaders and heads. */
export const authStateOf = authStates.of;
/** For a component inside the plugin's parts. */
export const useAuthState = authStates.use;

/** Where the member goes once signed in: the routeResolve tap reads it when the session turns. */
export function goAfterLogin(state: AuthDeps, path: string): void {
  state.afterLogin.path = path;
}

/** The path to come back to: history state (a login redirect), else a base64 `referer` route param. */
export function returnPath(historyState: unknown, referer: string | undefined): string | null {
  const fromState = (historyState as { returnTo?: unknown } | null)?.returnTo;
  if (typeof fromState === 'string' && isLocalPath(fromState)) return fromState;
  const decoded = referer ? decodeReferer(referer) : null;
  return decoded && isLocalPath(decoded) ? decoded : null;
}

const LOCAL = 'http://local.invalid';

/**
 * A path inside this shop, as the browser will read it: browsers drop tabs and newlines and
 * read a backslash as a slash, so `/\t/evil.test` would lead to //evil.test. Control characters and
 * backslashes are refused outright, and what is left must resolve to this origin.
 */
export function isLocalPath(path: string): boolean {
  if (!path.startsWith('/') || path.includes('\\')) return false;
  if ([...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  try {
    return new URL(path, LOCAL).origin === LOCAL;
  } catch {
    return false;
  }
}

export function decodeReferer(referer: string): string | null {
  try {
    return atob(referer.replace(/-/g, '+').replace(/_/g, '/').replace(/,/g, '='));
  } catch {
    return null;
  }
}

/**
 * Sign out: success leads to the configured address; a failure shows the server message in an
 * alert. The global spinner holds the page meanwhile: every member-only part of it is about to go.
 */
export async function signOut(deps: AuthDeps, navigate: (to: string) => void, fallbackMessage: string): Promise<void> {
  const { ctx, options } = deps;
  ctx.shell.setSpinner(true);
  try {
    // The auth endpoints load with the auth pages; the header button needs only this one, rarely.
    const { logout } = await import('../../contracts/auth.ts');
    const reply = await ctx.api.call(logout);
    if (!reply.success) {
      ctx.shell.alert('error', reply.message || fallbackMessage);
      return;
    }
    navigate(options.logoutRedirect ?? ctx.store.logoutRedirect ?? '/');
    await ctx.refreshSession('logout');
  } catch (error) {
    ctx.logger.error('logout failed', error);
    ctx.shell.alert('error', error instanceof Error && error.message ? error.message : fallbackMessage);
  } finally {
    ctx.shell.setSpinner(false);
  }
}

/*
 * Sign-in and sign-up for the auth forms, on the pages and lent to the register and login modals
 * (`auth-actions`): one path, so that a sign-up is tracked the same wherever it happens
 * (`sessionChanged` with 'login' or 'signup'). `beforeRefresh` runs on success, before the
 * session is fetched again (the pages set where the member goes next there).
 */

/** The session turns into the member's (basket merged, prices, account parts): the global spinner holds the page till then. */
async function refreshHeld(ctx: PluginContext<'auth'>, reason: 'login' | 'signup'): Promise<void> {
  ctx.shell.setSpinner(true);
  try {
    await ctx.refreshSession(reason);
  } finally {
    ctx.shell.setSpinner(false);
  }
}

export async function signIn(ctx: PluginContext<'auth'>, email: string, password: string, beforeRefresh?: () => void): Promise<AuthReply> {
  const { login } = await import('../../contracts/auth.ts');
  const reply = await ctx.api.call(login, { body: { email, password, storeId: ctx.store.storeId } });
  if (reply.success) {
    beforeRefresh?.();
    await refreshHeld(ctx, 'login');
  }
  return reply;
}

export async function signUp(ctx: PluginContext<'auth'>, input: SignUpInput, beforeRefresh?: () => void): Promise<AuthReply> {
  const { signup } = await import('../../contracts/auth.ts');
  const { email, password, referer } = input;
  const reply = await ctx.api.call(signup, { body: { email, password, storeId: ctx.store.storeId, ...(referer ? { data: { referer } } : {}) } });
  if (reply.success) {
    beforeRefresh?.();
    await refreshHeld(ctx, 'signup');
  }
  return reply;
}
