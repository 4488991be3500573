import { loadFormMessages } from '../../core/kit/forms/load-messages.ts';
import { definePlugin, onDemand } from '../../core/plugin-api.ts';
import { keepNewsletterState, type NewsletterDeps, type NewsletterOptions } from './deps.ts';
import { whenNear } from '../../core/kit/ui/WhenNear.tsx';
import { resolveResubscribeSettings } from './resubscribe/counters.ts';
import { countViewsForResubscribe } from './resubscribe/view-counting.ts';

/**
 * The newsletter: the footer sign-up and its modal, the page of the mailed link that confirms a
 * sign-up, the manage page by mailed key, the unsubscribe page, the member's newsletter,
 * personalisation and notification pages, and the resubscribe prompt after enough page views. Deferred; every page, form and modal loads with
 * its code and texts when first needed.
 */
export default definePlugin({
  name: 'newsletter',
  setup(ctx, options: NewsletterOptions) {
    let texts: Promise<unknown> | null = null;
    const loadTexts = () => (texts ??= Promise.all([ctx.loadMessages(), loadFormMessages(ctx)]));
    const deps: NewsletterDeps = { ctx, resubscribe: resolveResubscribeSettings(options.resubscribe), loadTexts };
    keepNewsletterState(deps);
    const { page, component } = onDemand(loadTexts);

    if (options.footerSignup ?? true) {
      ctx.fillSlot('footer.extra', {
        id: 'newsletter-signup',
        component: whenNear(
          component(() => import('./footer/FooterSignup.tsx')),
          { className: 'newsletter-signup-place' },
        ),
      });
    }
    // In the account pages' side navigation (the account plugin hosts it).
    ctx.fillSlot('account.nav', { id: 'newsletter', order: 50, component: component(() => import('./account/NavEntries.tsx')) });

    ctx.registerPage(
      'newsletter_manage',
      page(() => import('./pages/ManagePage.tsx')),
    );
    ctx.registerPage(
      'newsletter_confirm',
      page(() => import('./pages/ConfirmPage.tsx')),
    );
    ctx.registerPage(
      'unsubscribe',
      page(() => import('./pages/UnsubscribePage.tsx')),
    );
    ctx.registerPage(
      'personalisation',
      page(() => import('./pages/PersonalisationPage.tsx')),
    );
    ctx.registerPage(
      'notifications_preferences',
      page(() => import('./pages/NotificationsPage.tsx')),
    );

    countViewsForResubscribe(ctx, deps.resubscribe, () => {
      void import('./resubscribe/prompt.ts')
        .then(({ promptResubscribe }) => promptResubscribe(deps))
        .catch((error: unknown) => ctx.logger.warn('the resubscribe prompt failed', error));
    });
  },
});
