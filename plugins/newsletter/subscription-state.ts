import type { LabelledOption, NewsletterSettings, NewsletterSubscribeReply, SelectableOption } from '../../contracts/newsletter.ts';

/** What the subscription form shows: whether subscribed, and the chosen sports and frequency. */
export interface SubscriptionState {
  subscribed: boolean;
  sports: ReadonlySet<number>;
  /** The chosen frequency, or null when none is (a new subscriber then picks one). */
  frequency: number | null;
}

const selectedIds = (options: readonly SelectableOption[]) => options.filter((option) => option.selected).map((option) => option.id);

export function subscriptionStateOf(settings: Pick<NewsletterSettings, 'subscribed' | 'subscription' | 'sport_preference'>): SubscriptionState {
  return {
    subscribed: settings.subscribed,
    sports: new Set(selectedIds(settings.sport_preference)),
    frequency: selectedIds(settings.subscription)[0] ?? null,
  };
}

/** The state after a successful newsletter-subscribe: the reply's, and what was sent where the reply is silent. */
export function stateAfterSave(sent: SubscriptionState, reply: NewsletterSubscribeReply): SubscriptionState {
  return {
    subscribed: reply.subscribed,
    sports: reply.sport_preference ? new Set(selectedIds(reply.sport_preference)) : sent.sports,
    frequency: reply.subscription ? (selectedIds(reply.subscription)[0] ?? null) : sent.frequency,
  };
}

/** Only the offered choices, in the store's order (an id the store no longer offers is dropped). */
export function offeredIn(offered: readonly LabelledOption[], chosen: Iterable<number>): number[] {
  const wanted = new Set(chosen);
  return offered.filter((option) => wanted.has(option.id)).map((option) => option.id);
}
