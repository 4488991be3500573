import type { ComponentType } from 'react';
import { proxy, ref } from 'valtio';

/** Places in the shell that plugins fill. */
export const SLOT_NAMES = [
  'header.top',
  'header.nav',
  'header.search',
  'header.account',
  'header.basket',
  /** The member's account dropdown: each entry renders one <li> (Orders, Credits & Invitations...). */
  'account.menu',
  'mobile-menu',
  'footer.extra',
  'overlays',
] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

export interface SlotEntry {
  id: string;
  plugin: string;
  order: number;
  component: ComponentType;
}

export type SlotRegistry = { entries: Record<SlotName, SlotEntry[]> };

export function createSlots(): SlotRegistry {
  const entries = Object.fromEntries(SLOT_NAMES.map((name) => [name, [] as SlotEntry[]])) as Record<
    SlotName,
    SlotEntry[]
  >;
  return proxy({ entries });
}

export function fillSlot(slots: SlotRegistry, slot: SlotName, entry: SlotEntry): void {
  const list = slots.entries[slot].filter((e) => !(e.plugin === entry.plugin && e.id === entry.id));
  list.push({ ...entry, component: ref(entry.component) });
  list.sort((a, b) => a.order - b.order);
  slots.entries[slot] = list;
}
