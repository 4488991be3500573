import { proxy } from 'valtio';
import { NEW_LOGIN_FORMS_TEST, NEW_LOGIN_FORMS_VARIATION, abTestsService } from '../../contracts/ab-tests.ts';
import { authActionsService } from '../../contracts/auth-service.ts';
import { consentBannerService } from '../../contracts/consent-service.ts';
import { definePlugin } from '../../core/plugin-api.ts';
import { keepAuthModalsState, type AuthModalsDeps } from './deps.ts';
import { createModalGate } from './modal-gate.ts';
import { modalForPage, registerModalDisabled } from './modal-rules.ts';
import { createModalOpener } from './open-modal.ts';
import { SignInButton } from './SignInButton.tsx';
import { sessionVisitMemory } from './visit-memory.ts';
import { isAnotherModalOpen, watchForClearWay } from './way-clear.ts';

/**
 * The register and login modals for guests (spec 02 section 4): shown by the home page with a
 * paid-source campaign link, by listing pages (once per visit, after the cookie banner's answer), and by the header's sign-in button, which this
 * plugin puts in the auth plugin's `account.sign-in` slot. Signing in or up runs through the
 * auth plugin's `auth-actions` service. Deferred: its modals' code loads when one opens.
 */
export default definePlugin({
  name: 'auth-modals',
  async setup(ctx) {
    const ownModalOpen = () => ctx.shell.state.modal?.plugin === ctx.name;
    // The blocking cookie banner may still be loading its code: its plugin says whether it is coming.
    const banner = ctx.useOptional(consentBannerService);
    const visit = sessionVisitMemory(() => window.sessionStorage);
    const gate = createModalGate({
      // Never over the cookie banner (bar or modal) while it waits for the visitor's answer.
      isWayClear: () => !banner?.awaitsAnswer() && !isAnotherModalOpen(ctx.shell.state, document),
      open: (choice) => opener.show(choice),
      watch: (recheck) => watchForClearWay(ctx.shell.state, document, recheck),
      visit,
    });
    const deps: AuthModalsDeps = {
      ctx,
      actions: ctx.use(authActionsService),
      gate,
      visit,
      page: proxy({ registerModalDisabled: false }),
      newLoginForms: () => ctx.useOptional(abTestsService)?.variation(NEW_LOGIN_FORMS_TEST) === NEW_LOGIN_FORMS_VARIATION,
    };
    keepAuthModalsState(deps);
    const opener = createModalOpener(deps);

    ctx.on.pageView((view) => {
      // A page view heard late (this plugin loads after the first page) for a page already left.
      if (view.path !== location.pathname) return;
      deps.page.registerModalDisabled = registerModalDisabled(view);
      const choice = modalForPage({ view, isLoggedIn: ctx.session.isUserLoggedIn, newLoginForms: deps.newLoginForms() });
      if (choice) gate.request(choice);
    });
    ctx.on.routeChanged(() => {
      gate.dropPending();
      opener.cancel();
      // A link in the modal (Forgot your password?) or the browser's back button leaves the page.
      if (ownModalOpen()) ctx.shell.closeModal();
    });
    ctx.on.consentChanged(() => gate.recheck());
    // Spec 02 section 4: hidden when cookie errors exist (the consent plugin's failed save).
    ctx.on.consentSaveFailed(() => {
      gate.block();
      opener.cancel();
      if (ownModalOpen()) ctx.shell.closeModal();
    });

    await ctx.loadMessages();
    ctx.fillSlot('account.sign-in', { id: 'sign-in', component: SignInButton });
  },
});
