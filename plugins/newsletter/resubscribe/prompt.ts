import { msg } from '@lingui/core/macro';
import { newsletterAccount, newsletterOptions } from '../../../contracts/newsletter.ts';
import type { NewsletterDeps } from '../deps.ts';
import { createResubscribeModal } from './ResubscribeModal.tsx';

/**
 * At a threshold of page views: offers the member to subscribe again with the store's award
 * (newsletter-options' points), unless they already subscribed again or had the award (the
 * server refuses a second one), or another dialog opened meanwhile.
 */
export async function promptResubscribe(deps: NewsletterDeps): Promise<void> {
  const { ctx } = deps;
  const [account, options] = await Promise.all([
    ctx.api.call(newsletterAccount),
    ctx.api.call(newsletterOptions, { query: { storeId: ctx.store.storeId } }),
    deps.loadTexts(),
  ]);
  if (account.errors.length > 0 || account.subscribed || account.resubscription_award_applied || ctx.shell.state.modal) return;
  ctx.shell.openModal({
    kind: 'newsletter-resubscribe',
    size: 'narrow',
    title: ctx.i18n._(msg`We miss you!`),
    component: createResubscribeModal(deps, options.resubscribe_reward_points),
  });
}
