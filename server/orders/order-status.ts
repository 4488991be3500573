import { messagesIn, type ServerMessage } from '../i18n/server-i18n.ts';

/** Order and shipment status labels, in the store's locale (lingui catalog server/locales). */
const STATUS_LABELS = {
  pending: (i18n) => i18n._({ id: 'orderStatus.pending', message: 'Pending' }),
  processing: (i18n) => i18n._({ id: 'orderStatus.processing', message: 'Processing' }),
  partially_shipped: (i18n) => i18n._({ id: 'orderStatus.partially_shipped', message: 'Partially shipped' }),
  shipped: (i18n) => i18n._({ id: 'orderStatus.shipped', message: 'Shipped' }),
  in_transit: (i18n) => i18n._({ id: 'orderStatus.in_transit', message: 'In transit' }),
  delivered: (i18n) => i18n._({ id: 'orderStatus.delivered', message: 'Delivered' }),
  complete: (i18n) => i18n._({ id: 'orderStatus.complete', message: 'Complete' }),
  canceled: (i18n) => i18n._({ id: 'orderStatus.canceled', message: 'Cancelled' }),
} satisfies Record<string, ServerMessage>;

const labelIn = messagesIn(STATUS_LABELS);
const hasLabel = (status: string): status is keyof typeof STATUS_LABELS => Object.hasOwn(STATUS_LABELS, status);

/** The label of a status, or the status itself when it has none. */
export function statusLabel(status: string, locale: string): string {
  return hasLabel(status) ? labelIn(status, locale) : status;
}
