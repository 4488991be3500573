import { loadFormMessages } from '../../core/kit/forms/load-messages.ts';
import { definePlugin, onDemand } from '../../core/plugin-api.ts';
import { authActionsService } from '../../contracts/auth-service.ts';
// In the plugin's own chunk: the header shows the button on every page at once.
import { AccountButton, AccountIcon } from './header/AccountButton.tsx';
import { keepAuthState, type AuthDeps, type AuthOptions } from './auth-state.ts';

/** Login, registration, forgot and reset password pages, the header account button, sign out. */
export default definePlugin({
  name: 'auth',
  async setup(ctx, options: AuthOptions) {
    const deps: AuthDeps = { ctx, options, afterLogin: { path: null } };
    keepAuthState(deps);
    // Every auth page has a form: the form texts load with the first one.
    const { page, component } = onDemand(() => loadFormMessages(ctx));
    // The register and login modals show the pages' own forms; their code loads on first use.
    ctx.provide(authActionsService, {
      loadForms: async () => (await import('./forms/index.ts')).lendAuthForms(deps),
      AccountIcon,
    });
    ctx.registerPage(
      'login',
      page(() => import('./pages/LoginPage.tsx')),
    );
    ctx.registerPage(
      'register',
      page(() => import('./pages/RegisterPage.tsx')),
    );
    ctx.registerPage(
      'forgot_password',
      page(() => import('./pages/ForgotPasswordPage.tsx')),
    );
    ctx.registerPage(
      'reset_password',
      page(() => import('./pages/ResetPasswordPage.tsx')),
    );

    ctx.on.routeResolve((resolution) => {
      if (resolution.kind !== 'redirect') return resolution;
      // A members' page sends a guest to this plugin's login page (the kernel knows no login page).
      const loginPath = ctx.href('login');
      if (resolution.reason === 'login-required' && loginPath) return { ...resolution, to: loginPath };
      // Once signed in on a 'must be logged out' page, the rule sends the member home: send them
      // where the login redirect came from instead (history.state.returnTo).
      const back = deps.afterLogin.path;
      if (resolution.reason !== 'logout-required' || !back) return resolution;
      deps.afterLogin.path = null;
      return { ...resolution, to: back };
    });

    await ctx.loadMessages();
    ctx.fillSlot('header.account', { id: 'account', component: AccountButton });
    // Last in the account pages' navigation (the account plugin hosts it).
    ctx.fillSlot('account.nav', { id: 'sign-out', order: 1000, component: component(() => import('./account/SignOutEntry.tsx')) });
  },
});
