import type { ComponentType } from 'react';
import { proxy, ref } from 'valtio';
import type { KnownSlots } from './manifest.ts';

/** Places in the shell that plugins fill. Slots a plugin hosts for others come from its manifest. */
export const SHELL_SLOTS = ['header.top', 'header.nav', 'header.search', 'header.account', 'header.basket', 'mobile-menu', 'footer.extra', 'overlays'] as const;
export type ShellSlotName = (typeof SHELL_SLOTS)[number];
export type SlotName = ShellSlotName | (keyof KnownSlots & string);

export interface SlotEntry {
  id: string;
  plugin: string;
  order: number;
  component: ComponentType;
}

export type SlotRegistry = { entries: Partial<Record<string, SlotEntry[]>> };

export function createSlots(): SlotRegistry {
  return proxy({ entries: {} });
}

export function fillSlot(slots: SlotRegistry, slot: string, entry: SlotEntry): void {
  const list = (slots.entries[slot] ?? []).filter((e) => !(e.plugin === entry.plugin && e.id === entry.id));
  list.push({ ...entry, component: ref(entry.component) });
  list.sort((a, b) => a.order - b.order);
  slots.entries[slot] = list;
}
