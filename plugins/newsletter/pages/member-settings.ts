import { newsletterAccount, newsletterOptions, type NewsletterAccount, type NewsletterOptions } from '../../../contracts/newsletter.ts';
import type { NewsletterDeps } from '../deps.ts';
import { withoutErrors } from '../newsletter-errors.ts';

/** The signed-in member's newsletter settings (newsletter-account) for the account pages. */
export function loadMemberSettings({ ctx }: NewsletterDeps, signal: AbortSignal): Promise<NewsletterAccount> {
  return ctx.api.call(newsletterAccount, { signal }).then(withoutErrors);
}

/** The member's settings and what the store offers (sports, frequencies). */
export async function loadMemberSubscription(deps: NewsletterDeps, signal: AbortSignal): Promise<{ account: NewsletterAccount; options: NewsletterOptions }> {
  const [account, options] = await Promise.all([
    loadMemberSettings(deps, signal),
    deps.ctx.api.call(newsletterOptions, { query: { storeId: deps.ctx.store.storeId }, signal }),
  ]);
  return { account, options };
}
