import type { Db } from './db.ts';
import { insertRows } from './insert-rows.ts';
import { DEMO_SUBSCRIPTION, NEWSLETTER_FREQUENCIES, NEWSLETTER_SPORTS, type SeedNewsletterOption } from './seed-data/newsletter.ts';
import { hashEmail } from '../newsletter/newsletter-key.ts';

const options = (rows: SeedNewsletterOption[]) => rows.map((row, position) => ({ id: row.id, code: row.code, label: row.label, position }));
const columns = { id: 'integer', code: 'text', label: 'jsonb', position: 'integer' };

/**
 * The newsletter's sports and frequencies, and the demo member's subscription (no link mailed:
 * the member manages it from the account; a footer sign-up mails a link to data/demo-mail.jsonl).
 */
export async function seedNewsletter(db: Db): Promise<void> {
  await insertRows(db, 'newsletter_sports', columns, options(NEWSLETTER_SPORTS));
  await insertRows(db, 'newsletter_frequencies', columns, options(NEWSLETTER_FREQUENCIES));
  const demo = DEMO_SUBSCRIPTION;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO newsletter_subscriptions (store_id, email, email_hash, customer_id, subscribed, frequency_id, subscribed_at)
     SELECT $1, $2, $3, id, true, $4, now() FROM customers WHERE id = $5 AND lower(email) = $2
     ON CONFLICT DO NOTHING RETURNING id`,
    [demo.storeId, demo.email, await hashEmail(db, demo.email), demo.frequencyId, demo.customerId],
  );
  if (!row) return;
  await insertRows(
    db,
    'newsletter_subscription_sports',
    { subscription_id: 'integer', sport_id: 'integer' },
    demo.sportIds.map((sportId) => ({ subscription_id: row.id, sport_id: sportId })),
  );
}
