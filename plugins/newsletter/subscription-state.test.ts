import { describe, expect, it } from 'vitest';
import { offeredIn, stateAfterSave, subscriptionStateOf } from './subscription-state.ts';

describe('the subscription form state', () => {
  it('comes from the settings: the chosen sports and the chosen frequency', () => {
    const state = subscriptionStateOf({
      subscribed: true,
      subscription: [
        { id: 1, selected: false },
        { id: 2, selected: true },
      ],
      sport_preference: [
        { id: 5, selected: true },
        { id: 6, selected: false },
        { id: 7, selected: true },
      ],
    });
    expect(state).toEqual({ subscribed: true, sports: new Set([5, 7]), frequency: 2 });
  });

  it('has no frequency when none is chosen', () => {
    expect(subscriptionStateOf({ subscribed: false, subscription: [{ id: 1, selected: false }], sport_preference: [] }).frequency).toBeNull();
  });

  it('after a save is the reply, or what was sent where the reply is silent', () => {
    const sent = { subscribed: true, sports: new Set([1]), frequency: 2 };
    expect(stateAfterSave(sent, { errors: [], subscribed: true })).toEqual(sent);
    expect(
      stateAfterSave(sent, { errors: [], subscribed: false, subscription: [{ id: 3, selected: true }], sport_preference: [{ id: 4, selected: true }] }),
    ).toEqual({ subscribed: false, sports: new Set([4]), frequency: 3 });
  });

  it('sends only sports the store offers, in its order', () => {
    const offered = [
      { id: 3, label: 'Ski' },
      { id: 1, label: 'Running' },
    ];
    expect(offeredIn(offered, [1, 3, 99])).toEqual([3, 1]);
  });
});
