import { msg } from '@lingui/core/macro';
import { definePlugin, onDemand } from '../../core/plugin-api.ts';
import { POPUP_KIND, watchPopup } from './popup-controller.ts';

/**
 * Double opt-in (spec 02 sections 2, 4, 7, 8): the popup asking a signed-in member to confirm
 * their email address, and the page of the mailed confirmation link. Its code and texts load
 * only when the popup has to show or the link is opened.
 */
export default definePlugin({
  name: 'double-opt-in',
  setup(ctx) {
    let texts: Promise<void> | null = null;
    const loadTexts = () => (texts ??= ctx.loadMessages());
    const { page } = onDemand(loadTexts);
    ctx.registerPage(
      'email_confirm',
      page(() => import('./EmailConfirmPage.tsx')),
    );

    watchPopup(ctx, async () => {
      const [{ DoubleOptInPopup }] = await Promise.all([import('./DoubleOptInPopup.tsx'), loadTexts()]);
      return {
        kind: POPUP_KIND,
        // The spec's title "Confirm email address: Almost there – one last click." in two lines: this, and the popup's subtitle.
        title: ctx.i18n._(msg`Confirm email address`),
        // The spec's double-opt-in container: the default size (560px wide, the screen's width less a margin on a phone).
        size: 'default',
        dismissible: false,
        component: DoubleOptInPopup,
      };
    });
  },
});
