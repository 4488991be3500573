import { snapshot, subscribe } from 'valtio';
import { describe, expect, it } from 'vitest';
import { createSlots, fillSlot } from './slots.ts';

const component = () => null;

describe('fillSlot', () => {
  it('keeps the entries in order, one per plugin and id, the later fill replacing the earlier', () => {
    const slots = createSlots();
    fillSlot(slots, 'header.top', { plugin: 'content', id: 'text', order: 150, component });
    fillSlot(slots, 'header.top', { plugin: 'banners', id: 'strip', order: 100, component });
    fillSlot(slots, 'header.top', { plugin: 'content', id: 'text', order: 50, component });
    expect(slots.entries['header.top']!.map((entry) => `${entry.plugin}:${entry.id}:${entry.order}`)).toEqual(['content:text:50', 'banners:strip:100']);
  });

  it('replaces a slot’s list instead of changing it: a list read before stays as it was, and subscribers hear of the new one', async () => {
    const slots = createSlots();
    fillSlot(slots, 'overlays', { plugin: 'consent', id: 'banner', order: 10, component });
    const before = snapshot(slots).entries.overlays!;
    expect(Object.isFrozen(before)).toBe(true);
    expect(Object.isFrozen(before[0])).toBe(true);
    let heard = 0;
    const unsubscribe = subscribe(slots, () => heard++);
    fillSlot(slots, 'overlays', { plugin: 'auth-modals', id: 'modal', order: 20, component });
    await Promise.resolve();
    unsubscribe();
    expect(heard).toBe(1);
    expect(before.map((entry) => entry.id)).toEqual(['banner']);
    expect(snapshot(slots).entries.overlays!.map((entry) => entry.id)).toEqual(['banner', 'modal']);
  });

  it('hands a snapshot the list itself, not a copy of every entry', () => {
    const slots = createSlots();
    fillSlot(slots, 'bottom-dock', { plugin: 'consent', id: 'banner', order: 10, component });
    expect(snapshot(slots).entries['bottom-dock']).toBe(slots.entries['bottom-dock']);
  });
});
