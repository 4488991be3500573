import { describe, expect, it } from 'vitest';
import { createModalGate } from './modal-gate.ts';
import type { AuthModalChoice } from './modal-rules.ts';

const REGISTER: AuthModalChoice = { kind: 'register', view: 'join' };
const SIGN_IN: AuthModalChoice = { kind: 'register', view: 'sign-in' };

function setup(wayClear = true, shownEarlierInVisit = false) {
  const world = { wayClear, opened: [] as AuthModalChoice[], recheck: null as (() => void) | null, watching: false };
  const gate = createModalGate({
    visit: { shownBefore: () => shownEarlierInVisit },
    isWayClear: () => world.wayClear,
    open: (choice) => void world.opened.push(choice),
    watch: (recheck) => {
      world.recheck = recheck;
      world.watching = true;
      return () => void (world.watching = false);
    },
  });
  /** The other modal goes away. */
  const clear = () => {
    world.wayClear = true;
    world.recheck?.();
  };
  return { gate, world, clear };
}

describe('when the register and login modals may show', () => {
  it('shows a page’s modal at once, and at most once per page load', () => {
    const { gate, world } = setup();
    gate.request(REGISTER);
    gate.request(REGISTER);
    expect(world.opened).toEqual([REGISTER]);
  });

  it('shows no page’s modal once one was shown earlier in the visit; the account button still opens one', () => {
    const { gate, world } = setup(true, true);
    gate.request(REGISTER);
    expect(world.opened).toEqual([]);
    expect(gate.openNow(SIGN_IN)).toBe(true);
    expect(world.opened).toEqual([SIGN_IN]);
  });

  it('waits for another plugin’s modal to go, then shows, and stops watching', () => {
    const { gate, world, clear } = setup(false);
    gate.request(REGISTER);
    expect(world.opened).toEqual([]);
    expect(world.watching).toBe(true);
    world.recheck?.();
    expect(world.opened).toEqual([]);
    clear();
    expect(world.opened).toEqual([REGISTER]);
    expect(world.watching).toBe(false);
  });

  it('shows a waiting modal when told the way may have cleared', () => {
    const { gate, world } = setup(false);
    gate.request(REGISTER);
    gate.recheck();
    expect(world.opened).toEqual([]);
    world.wayClear = true;
    gate.recheck();
    gate.recheck();
    expect(world.opened).toEqual([REGISTER]);
  });

  it('forgets a waiting modal when the page changes; the next page may ask again (nothing was shown yet)', () => {
    const { gate, world, clear } = setup(false);
    gate.request(REGISTER);
    gate.dropPending();
    expect(world.watching).toBe(false);
    clear();
    expect(world.opened).toEqual([]);
    gate.request(REGISTER);
    expect(world.opened).toEqual([REGISTER]);
  });

  it('shows nothing more once cookie errors exist, a waiting modal included; the account button then opens nothing', () => {
    const { gate, world, clear } = setup(false);
    gate.request(REGISTER);
    gate.block();
    expect(world.watching).toBe(false);
    clear();
    gate.request(REGISTER);
    expect(gate.openNow(SIGN_IN)).toBe(false);
    expect(world.opened).toEqual([]);
    expect(gate.blocked).toBe(true);
  });

  it('opens on the visitor’s request, which counts as the page’s one showing', () => {
    const { gate, world } = setup();
    expect(gate.openNow(SIGN_IN)).toBe(true);
    expect(gate.openNow(SIGN_IN)).toBe(true);
    gate.request(REGISTER);
    expect(world.opened).toEqual([SIGN_IN, SIGN_IN]);
  });
});
