import type { ComponentType } from 'react';
import { proxy, ref } from 'valtio';
import type { PageResolution } from '../routing/types.ts';
import type { KnownSlots } from './manifest.ts';

/** Places in the shell that plugins fill. Slots a plugin hosts for others come from its manifest. */
export const SHELL_SLOTS = [
  'header.top',
  'header.nav',
  'header.search',
  'header.account',
  'header.basket',
  'mobile-menu',
  'footer.extra',
  'overlays',
  'bottom-dock',
] as const;
export type ShellSlotName = (typeof SHELL_SLOTS)[number];
export type SlotName = ShellSlotName | (keyof KnownSlots & string);

/**
 * What a slot's host gives the entries it renders, by slot name. A plugin that hosts a slot with
 * props declares them in `contracts/` by declaration merging (as hook payloads are), so that the
 * host's `<ctx.Slot props>` and every filler's component are typed by the same declaration.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface KnownSlotProps {}

/** The props a slot's host gives its entries (none for a slot that declares none). */
export type SlotPropsOf<Name extends string> = Name extends keyof KnownSlotProps ? KnownSlotProps[Name] : Record<never, never>;

/** What a slot entry's component receives: the data its loader fetched for the first page (the server's render), else nothing. */
export interface SlotEntryProps<Data = unknown> {
  preloaded?: Data;
}

export interface SlotLoaderArgs {
  /** The first page (null when the server left the page to the browser). */
  resolution: PageResolution | null;
  signal: AbortSignal;
  /**
   * The page is rendered once for many shoppers (the server's page cache): a loader of the
   * shopper's own data (their basket, their lists) returns undefined, and the browser fills the
   * entry from the shopper's session once the page is on screen.
   */
  shared: boolean;
}

/**
 * Fetches what a slot entry shows on the first page, so that the server renders it with its
 * content instead of a placeholder that something arrives in later (pushing the page down).
 * Undefined: nothing for the server to render on this page (the browser decides).
 */
export type SlotLoader<Data> = (args: SlotLoaderArgs) => Promise<Data | undefined>;

export interface SlotEntry {
  id: string;
  plugin: string;
  order: number;
  component: ComponentType<SlotEntryProps>;
  loader?: SlotLoader<unknown>;
}

/** An entry's name across server and browser: `plugin:id`. */
export const slotEntryKey = (entry: Pick<SlotEntry, 'plugin' | 'id'>): string => `${entry.plugin}:${entry.id}`;

/**
 * What the first render shows in the slots beside what first-phase plugins put there: the data the
 * server's loaders fetched (by entry key), and per slot the entries of deferred plugins the server
 * rendered. The browser keeps their markup as it came until their plugin has loaded.
 */
export interface FirstRenderSlots {
  data: Record<string, unknown>;
  rendered: Record<string, Array<{ key: string; order: number }>>;
}

/** Each slot's entries, in order. A list is never changed in place: filling a slot replaces it. */
export type SlotRegistry = { entries: Partial<Record<string, readonly SlotEntry[]>> };

export function createSlots(): SlotRegistry {
  return proxy({ entries: {} });
}

export function fillSlot(slots: SlotRegistry, slot: string, entry: SlotEntry): void {
  const list = (slots.entries[slot] ?? []).filter((e) => !(e.plugin === entry.plugin && e.id === entry.id));
  list.push(Object.freeze({ ...entry }));
  list.sort((a, b) => a.order - b.order);
  // A new list, frozen, held as it is: a proxy and a snapshot of every entry on each fill (every
  // page the server renders fills dozens) would copy what never changes; subscribers still hear
  // of the new list.
  slots.entries[slot] = ref(Object.freeze(list));
}
