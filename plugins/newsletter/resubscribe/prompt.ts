import { msg } from '@lingui/core/macro';
import { createElement } from 'react';
import { newsletterAccount, newsletterOptions } from '../../../contracts/newsletter.ts';
import type { NewsletterDeps } from '../deps.ts';
import { ResubscribeModal } from './ResubscribeModal.tsx';

/**
 * At a threshold of page views: offers a member who left the newsletter to subscribe again with
 * the store's award (newsletter-options' points); not a member who never subscribed (there is
 * nothing to come back to), nor one who subscribed again or had the award (the server refuses a
 * second one), nor while another dialog is open.
 */
export async function promptResubscribe(deps: NewsletterDeps): Promise<void> {
  const { ctx } = deps;
  const [account, options] = await Promise.all([
    ctx.api.call(newsletterAccount),
    ctx.api.call(newsletterOptions, { query: { storeId: ctx.store.storeId } }),
    deps.loadTexts(),
  ]);
  if (account.errors.length > 0 || !account.unsubscribed || account.resubscription_award_applied || ctx.shell.state.modal) return;
  ctx.shell.openModal({
    kind: 'newsletter-resubscribe',
    size: 'narrow',
    title: ctx.i18n._(msg`We miss you!`),
    // The offer's points, as the server gives them for this store.
    component: ({ close }: { close: () => void }) => createElement(ResubscribeModal, { close, rewardPoints: options.resubscribe_reward_points }),
  });
}
