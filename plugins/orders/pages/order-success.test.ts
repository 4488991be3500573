import { describe, expect, it } from 'vitest';
import { successOrderId } from './OrderSuccessPage.tsx';

describe('order confirmation link', () => {
  it('takes the order id from the route metadata, else the query', () => {
    expect(successOrderId({ orderId: 12 }, '')).toBe(12);
    expect(successOrderId({}, '?order_id=7')).toBe(7);
    expect(successOrderId({}, '?order_id=7x')).toBeNull();
    expect(successOrderId({ orderId: -1 }, '')).toBeNull();
  });
});
