import { definePlugin, errorMessage, type ReadonlySession } from '../../core/plugin-api.ts';
import { createThirdParty, loadScript } from '../../core/kit/tracking/third-party.ts';
import { bootloaderUrl, elev, elevioUser, helpPages, type ElevioOptions } from './elevio.ts';

/**
 * Elevio help (spec 02 section 3 'Integrations: elevio'): the help launcher, drawn by Elevio's
 * bootloader, which loads after functional consent (it remembers the visitor's help session,
 * nothing for advertising) and hides on the checkout-like pages. The "elevio user" of spec 02
 * section 7: the signed-in member's email and name are handed to it, and taken back at sign-out.
 * (Elevio's secure mode would add a user_hash signed by the server with a secret: not built here,
 * the reference server holds no Elevio secret.)
 */
export default definePlugin({
  name: 'elevio',
  setup(ctx, options: ElevioOptions) {
    let loaded = false;
    const shareUser = (session: ReadonlySession) => {
      if (!loaded) return;
      const user = options.shareUser === false ? null : elevioUser(session);
      if (user) elev().setUser?.(user);
      else elev().logoutUser?.();
    };
    createThirdParty(ctx.on, {
      consent: 'functional',
      rule: helpPages(options),
      load: async () => {
        Object.assign(elev(), { account_id: options.accountId, language: ctx.store.language, settings: { hideLauncher: true } });
        await loadScript(document, bootloaderUrl(options), 'elevio');
        loaded = true;
        shareUser(ctx.session);
      },
      onActive: (active) => elev().setSettings?.({ hideLauncher: !active }),
      onLoadError: (error) => ctx.logger.warn(`Elevio's bootloader did not load: ${errorMessage(error)}`),
    });
    ctx.on.sessionChanged(({ session }) => shareUser(session));
  },
});
