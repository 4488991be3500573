import { describe, expect, it } from 'vitest';
import { testStore } from '../../tests/support/test-store.ts';
import { orderAllows } from './order-switches.ts';

const store = (orders: Record<string, unknown> | false) => testStore({ plugins: { orders } });
const pending = { status: 'pending', self_cancel_enabled: true, self_edit_enabled: true };

describe('the store’s order self-service switches (spec 02 section 3)', () => {
  it('leave the order’s flags as they are when on or not set', () => {
    expect(orderAllows(store({}), pending)).toEqual({ cancel: true, editAddress: true });
    expect(orderAllows(store({ selfCancel: true, selfEdit: true }), pending)).toEqual({ cancel: true, editAddress: true });
    expect(orderAllows(store({}), { ...pending, status: 'processing' })).toEqual({ cancel: false, editAddress: true });
    expect(orderAllows(store({}), { ...pending, self_cancel_enabled: false })).toEqual({ cancel: false, editAddress: true });
  });

  it('turn cancelling and the address change off in the whole store, each on its own', () => {
    expect(orderAllows(store({ selfCancel: false }), pending)).toEqual({ cancel: false, editAddress: true });
    expect(orderAllows(store({ selfEdit: false }), pending)).toEqual({ cancel: true, editAddress: false });
    expect(orderAllows(store({ selfCancel: false, selfEdit: false }), pending)).toEqual({ cancel: false, editAddress: false });
  });
});
