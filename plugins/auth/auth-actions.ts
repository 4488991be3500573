import type { AuthActions } from '../../contracts/auth-service.ts';
import type { PluginContext } from '../../core/kernel/plugin.ts';

/**
 * Sign-in and sign-up for the auth pages and, as the `auth-actions` service, for the register
 * and login modals: one path, so a sign-up is tracked the same wherever it happens. The
 * endpoints load on the first call (this plugin is on the first screen; its forms are not).
 * `beforeRefresh` runs on success, before the session is fetched again (the login page sets
 * where the member goes next there).
 */
export function createAuthActions(ctx: PluginContext<'auth'>) {
  const contracts = () => import('../../contracts/auth.ts');
  return {
    async signIn(email: string, password: string, beforeRefresh?: () => void) {
      const reply = await ctx.api.call((await contracts()).login, { body: { email, password, storeId: ctx.store.storeId } });
      if (reply.success) {
        beforeRefresh?.();
        await ctx.refreshSession('login');
      }
      return reply;
    },
    async signUp({ email, password, firstname, lastname, referer }, beforeRefresh?: () => void) {
      const data = { firstname, lastname, ...(referer ? { referer } : {}) };
      const reply = await ctx.api.call((await contracts()).signup, { body: { email, password, storeId: ctx.store.storeId, data } });
      if (reply.success) {
        beforeRefresh?.();
        await ctx.refreshSession('signup');
      }
      return reply;
    },
  } satisfies AuthActions;
}

export type AuthPageActions = ReturnType<typeof createAuthActions>;
