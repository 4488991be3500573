import { DEFAULT_REFERRAL_POINTS, type LabelledOption, type NewsletterSettings, type SelectableOption } from '../../contracts/newsletter.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { localText } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { chosenSports, type SubscriptionRow } from './subscriptions.ts';

/** What a store's newsletter form offers, labels in the store's language, in display order. */
export interface OfferedOptions {
  sports: LabelledOption[];
  frequencies: LabelledOption[];
}

export async function offeredOptions(db: Db, language: string): Promise<OfferedOptions> {
  const read = async (table: 'newsletter_sports' | 'newsletter_frequencies') =>
    (await db.query<{ id: number; label: unknown }>(`SELECT id, label FROM ${table} ORDER BY position, id`)).map((row) => ({
      id: row.id,
      label: localText(row.label, language),
    }));
  return { sports: await read('newsletter_sports'), frequencies: await read('newsletter_frequencies') };
}

/** The points newsletter-resubscribe gives in a store (spec 02 sections 3 and 9: rewardpoints referral_points). */
export function resubscribeRewardPoints(store: StoreConfig): number {
  return store.rewardPoints?.referralPoints ?? DEFAULT_REFERRAL_POINTS;
}

const selectable = (ids: number[], isSelected: (id: number) => boolean): SelectableOption[] => ids.map((id) => ({ id, selected: isSelected(id) }));

/** Whether the member of a subscription gets abandoned-basket reminders (a guest never does). */
async function remindsOfBaskets(db: Db, customerId: number | null): Promise<boolean> {
  if (customerId === null) return false;
  const [row] = await db.query<{ subscribe_abandoned_basket: boolean }>('SELECT subscribe_abandoned_basket FROM customers WHERE id = $1', [customerId]);
  return row?.subscribe_abandoned_basket ?? false;
}

/**
 * The account settings of spec 02 section 3 for a subscription; for a member without one, what
 * the form starts from (nothing chosen, not subscribed).
 */
export async function settingsOf(db: Db, row: SubscriptionRow | null, fallback: { email: string; customerId: number | null }): Promise<NewsletterSettings> {
  const ids = async (table: 'newsletter_sports' | 'newsletter_frequencies') =>
    (await db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY position, id`)).map((option) => option.id);
  const [sports, frequencies] = [await ids('newsletter_sports'), await ids('newsletter_frequencies')];
  const chosen = new Set(row ? await chosenSports(db, row.id) : []);
  return {
    email: row?.email ?? fallback.email,
    subscription: selectable(frequencies, (id) => id === row?.frequency_id),
    sport_preference: selectable(sports, (id) => chosen.has(id)),
    resubscription_award_applied: row?.resubscription_award_applied ?? false,
    subscribed: row?.subscribed ?? false,
    unsubscribe_abandoned_basket: !(await remindsOfBaskets(db, row?.customer_id ?? fallback.customerId)),
  };
}
