import type { StoreConfig } from '../../../../core/store/types.ts';
import { deliveryCents, formatMoney } from '../../../basket/basket-view.ts';

/** What the content pages say about a store, taken from its config so that every store's pages tell the truth. */
export interface StoreFacts {
  shop: string;
  email: string;
  phone: string;
  hours: string;
  company: string;
  address: string;
  moneyBackDays: number;
  shipsWithinHours: number;
  deliveryFee: string;
  freeDeliveryFrom: string;
}

export interface CmsPageSeed {
  identifier: string;
  title: string;
  content: string;
  metaDescription: string;
}

export function storeFacts(store: StoreConfig): StoreFacts {
  const delivery = deliveryCents(store);
  return {
    shop: store.shopName,
    email: store.supportEmail,
    phone: store.customerService.phones[0]?.display ?? store.customerService.phones[0]?.number ?? '',
    hours: store.customerService.hours,
    company: store.company.legalLine,
    address: store.company.postalAddress.join(', '),
    moneyBackDays: store.reassurance.moneyBackDays,
    shipsWithinHours: store.reassurance.shipsWithinHours,
    deliveryFee: formatMoney(delivery.feeCents, store),
    freeDeliveryFrom: formatMoney(delivery.freeFromCents, store),
  };
}
