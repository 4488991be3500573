import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { snapshot, useSnapshot } from './valtio-on-server.ts';

describe('valtio on the server', () => {
  it('gives the state as it is now, the snapshot itself rather than a proxy that records reads', () => {
    const state = proxy({ basket: { count: 2 }, name: 'Ada' });
    const seen = useSnapshot(state);
    expect(seen).toEqual({ basket: { count: 2 }, name: 'Ada' });
    expect(seen).toBe(snapshot(state));
    state.basket.count = 3;
    expect(useSnapshot(state).basket.count).toBe(3);
  });
});
