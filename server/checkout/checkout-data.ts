import type { Address } from '../../contracts/account.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { findBasket } from '../basket/basket-store.ts';
import { loadBasketState, type BasketState } from '../basket/basket-view.ts';
import type { Db } from '../db/db.ts';
import { listAddresses } from '../members/address-row.ts';
import { checkoutText } from './checkout-text.ts';

/** A way to pay: a saved card or wallet (billing agreement), or a card or bank transfer, which every member has. */
export interface PaymentChoice {
  /** The form value: `agreement-<id>`, `card` or `bank-transfer`. */
  value: string;
  label: string;
  detail: string;
  /** The method code the order keeps (its icon is chosen by pattern, spec 02 section 5). */
  code: string;
}

export const BANK_TRANSFER = 'bank-transfer';
/** The card stand-in (card-payment.ts): the order keeps the brand and last four digits of the card it charged. */
export const CARD = 'card';

export interface CheckoutData {
  basket: BasketState;
  addresses: Address[];
  payments: PaymentChoice[];
}

/**
 * What the member's checkout shows and accepts: the basket worked out for the store, saved
 * addresses and ways to pay. `lock` holds the basket row for the transaction placing the order.
 */
export async function loadCheckoutData(db: Db, customerId: number, store: StoreConfig, lock = false): Promise<CheckoutData> {
  const basket = await loadBasketState(db, await findBasket(db, { sessionId: '', customerId }, lock), store, customerId);
  const agreements = await db.query<{ id: number; label: string; method_code: string; detail: string; expires: string | null }>(
    `SELECT id, label, method_code, detail, expires FROM billing_agreements WHERE customer_id = $1 AND status = 'active' ORDER BY id`,
    [customerId],
  );
  return {
    basket,
    addresses: await listAddresses(db, customerId, 'default-first'),
    payments: [
      ...agreements.map((a) => ({
        value: `agreement-${a.id}`,
        label: a.label,
        code: a.method_code,
        detail: a.expires ? `${a.detail}, ${checkoutText('expires', store.locale)} ${a.expires}` : a.detail,
      })),
      { value: CARD, label: checkoutText('card', store.locale), detail: '', code: 'card' },
      { value: BANK_TRANSFER, label: checkoutText('bankTransfer', store.locale), detail: '', code: 'banktransfer' },
    ],
  };
}
