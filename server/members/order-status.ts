import type { I18n } from '@lingui/core';
import { serverI18n } from '../i18n/server-i18n.ts';

/** Order and shipment status labels, in the store's locale (lingui catalog server/locales). */
const STATUS_LABELS: Record<string, (i18n: I18n) => string> = {
  pending: (i18n: I18n) => i18n._({ id: 'orderStatus.pending', message: 'Pending' }),
  processing: (i18n: I18n) => i18n._({ id: 'orderStatus.processing', message: 'Processing' }),
  partially_shipped: (i18n: I18n) => i18n._({ id: 'orderStatus.partially_shipped', message: 'Partially shipped' }),
  shipped: (i18n: I18n) => i18n._({ id: 'orderStatus.shipped', message: 'Shipped' }),
  in_transit: (i18n: I18n) => i18n._({ id: 'orderStatus.in_transit', message: 'In transit' }),
  delivered: (i18n: I18n) => i18n._({ id: 'orderStatus.delivered', message: 'Delivered' }),
  complete: (i18n: I18n) => i18n._({ id: 'orderStatus.complete', message: 'Complete' }),
  canceled: (i18n: I18n) => i18n._({ id: 'orderStatus.canceled', message: 'Cancelled' }),
};

/** The label of a status, or the status itself when it has none. */
export function statusLabel(status: string, locale: string): string {
  const label = STATUS_LABELS[status];
  return label ? label(serverI18n(locale)) : status;
}
