import type { OrderSummary } from '../../../contracts/orders.ts';

/** What a message may be about; a member may also choose one of their recent orders. */
export const SUBJECT_TOPICS = ['order', 'delivery', 'returns', 'payment', 'account', 'membership', 'other'] as const;
export type SubjectTopic = (typeof SUBJECT_TOPICS)[number];

const ORDER_PREFIX = 'order:';

/** The select's value of an order. */
export const orderSubject = (order: Pick<OrderSummary, 'id'>) => `${ORDER_PREFIX}${order.id}`;

export type Subject = { kind: 'topic'; topic: SubjectTopic } | { kind: 'order'; order: OrderSummary };

/** The subject a select value names, among the topics and the member's orders; null for anything else. */
export function parseSubject(value: string, orders: readonly OrderSummary[]): Subject | null {
  if (value.startsWith(ORDER_PREFIX)) {
    const order = orders.find((candidate) => orderSubject(candidate) === value);
    return order ? { kind: 'order', order } : null;
  }
  const topic = SUBJECT_TOPICS.find((candidate) => candidate === value);
  return topic ? { kind: 'topic', topic } : null;
}

/** An order’s date as the spec shows order dates: dd/mm/yyyy (in the shopper’s time zone, as the order pages). */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}
