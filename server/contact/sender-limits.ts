import type { KeyedCount } from '../http/keyed-limits.ts';

const QUARTER_HOUR = 15 * 60_000;

/**
 * Contact messages beyond the per-address limit (`RATE_LIMITS.contactMessage`), which many
 * addresses get round. Per sender: a member by their account, a guest by the email address they
 * give, wherever they write from. Per store: guests' messages all together, a cap on what a
 * crowd of addresses and made-up senders can pour on customer service. Members do not count
 * towards it, so such a flood cannot silence them.
 */
export const CONTACT_SENDER_LIMITS = { perSender: 5, guestsPerStore: 30 } as const;

export interface ContactSender {
  storeId: number;
  customerId: number | null;
  email: string;
}

/** The counts one message takes. */
export function contactCounts({ storeId, customerId, email }: ContactSender): KeyedCount[] {
  const perSender = { name: 'contact sender', limit: { max: CONTACT_SENDER_LIMITS.perSender, windowMs: QUARTER_HOUR } };
  if (customerId !== null) return [{ ...perSender, key: `member ${customerId}` }];
  return [
    { ...perSender, key: `email ${email.trim().toLowerCase()}` },
    { name: 'contact guests per store', key: `store ${storeId}`, limit: { max: CONTACT_SENDER_LIMITS.guestsPerStore, windowMs: QUARTER_HOUR } },
  ];
}
