import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../../contracts/orders.ts';
import { orderDate, orderSubject, parseSubject } from './subjects.ts';

const order = (id: number): OrderSummary => ({
  id,
  incrementId: `1000${id}`,
  orderDate: '2026-03-12T12:00:00.000Z',
  statusLabel: 'Shipped',
  total: 99,
  itemsCount: 1,
  currencyFormat: '£#',
  priceLocale: 'en-GB',
  currencyCode: 'GBP',
});

describe('contact subjects', () => {
  const orders = [order(7), order(8)];

  it('reads a topic or one of the member’s orders from the select', () => {
    expect(parseSubject('delivery', orders)).toEqual({ kind: 'topic', topic: 'delivery' });
    expect(parseSubject(orderSubject(orders[1]!), orders)).toEqual({ kind: 'order', order: orders[1] });
  });

  it('refuses an order that is not the member’s, an unknown topic and nothing chosen', () => {
    expect(parseSubject('order:9', orders)).toBeNull();
    expect(parseSubject('order:7', [])).toBeNull();
    expect(parseSubject('gossip', orders)).toBeNull();
    expect(parseSubject('', orders)).toBeNull();
  });

  it('shows an order’s date as dd/mm/yyyy', () => {
    expect(orderDate('2026-03-12T12:00:00.000Z')).toBe('12/03/2026');
    expect(orderDate('not a date')).toBe('');
  });
});
