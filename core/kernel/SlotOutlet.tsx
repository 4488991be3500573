import { startTransition, Suspense, useContext, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { snapshot, subscribe } from 'valtio';
import type { Logger } from '../logger.ts';
import type { Preloadable } from '../render/preloadable.tsx';
import { useTapsHeldUntilLive } from './held-entry-taps.ts';
import { Island, IslandHydrationContext } from './Island.tsx';
import { PluginBoundary } from './PluginBoundary.tsx';
import type { PluginContext } from './plugin.ts';
import { slotEntryKey, type FirstRenderSlots, type KnownSlotProps, type SlotEntry, type SlotEntryProps, type SlotName, type SlotRegistry } from './slots.ts';

/** A slot that declares props (in `contracts/`) gets them from its host; another takes none. */
type HostGivenProps<Name extends string> = Name extends keyof KnownSlotProps ? { props: KnownSlotProps[Name] } : { props?: undefined };

/** One slot's outlet props: per slot name, so that `name` decides which `props` it takes. */
export type SlotOutletProps<Name extends string = SlotName> = Name extends string
  ? {
      name: Name;
      children?: ReactNode;
      /** The entries alone, without the island element around them: an island's root renders them so. */
      bare?: boolean;
    } & HostGivenProps<Name>
  : never;
export type SlotOutlet<Name extends string = SlotName> = ComponentType<SlotOutletProps<Name>>;

/** The outlet as the kernel implements it, for any slot name (plugins get it typed by their manifest). */
export interface AnySlotOutletProps {
  name: string;
  children?: ReactNode;
  bare?: boolean;
  props?: object;
}

export interface SlotOutletOptions {
  /** Whether a plugin loads after the first page (its entries wrap in a marked element, see below). */
  isDeferred(plugin: string): boolean;
  environment: 'browser' | 'server';
  /** The server's first render of the slots (data, deferred entries rendered). */
  firstRender: FirstRenderSlots;
  /** The context of an entry's plugin, for `usePlugin()` in its components. */
  contextFor?(plugin: string): PluginContext<string>;
}

const LAZY = Symbol.for('react.lazy');

/**
 * A component whose code may still be on the way (React's `lazy`, or a preloadable one): it
 * renders inside a Suspense boundary. Other entries render without one: a boundary is hydrated
 * in a pass of its own, after the page's first render is committed, and would then meet state
 * that changed since (the basket's count) instead of what the server rendered.
 */
const mayLoad = (component: ComponentType<SlotEntryProps>) =>
  (component as unknown as { $$typeof?: symbol }).$$typeof === LAZY || typeof (component as Partial<Preloadable<object>>).preload === 'function';

/**
 * The element of a deferred plugin's entry that the server rendered. Until the entry can render
 * (its plugin loaded, its code there) it keeps the server's markup as it came (hydration leaves
 * the inside of an element with dangerouslySetInnerHTML alone); then the entry renders into the
 * same element, in one commit.
 */
function DeferredEntry({ entryKey, children }: { entryKey: string; children: ReactNode | null }) {
  const hydrating = useContext(IslandHydrationContext);
  const [kept] = useState(() => (hydrating ? '' : keptMarkup(entryKey)));
  const element = useRef<HTMLDivElement>(null);
  useTapsHeldUntilLive(element, children !== null);
  if (children === null)
    return (
      <div ref={element} className="slot-entry" data-slot-entry={entryKey} dangerouslySetInnerHTML={{ __html: kept }} suppressHydrationWarning={hydrating} />
    );
  return (
    <div ref={element} className="slot-entry" data-slot-entry={entryKey}>
      {children}
    </div>
  );
}

/**
 * The server's markup of an entry, for a render that is not hydration (the app taking over from
 * the islands): kept only where the entry appears once, since a slot in a list (a price line in
 * each card) could not tell which instance is whose.
 */
function keptMarkup(entryKey: string): string {
  if (typeof document === 'undefined') return '';
  const found = document.querySelectorAll(`[data-slot-entry="${CSS.escape(entryKey)}"]`);
  return found.length === 1 ? found[0]!.innerHTML : '';
}

const codeOf = (component: ComponentType<SlotEntryProps>) => (component as Partial<Preloadable<object>>).preload;
/** A preloadable component whose code is still on its way. */
const codePending = (component: ComponentType<SlotEntryProps>) => {
  const preloadable = component as Partial<Preloadable<object>>;
  return typeof preloadable.isLoaded === 'function' && !preloadable.isLoaded();
};

/**
 * The entries of deferred plugins that arrive in the browser whose code is not there yet: held
 * back until it is, and the slot shows what it showed before (the server's markup of the entry,
 * or the slot's default). Rendered at once, they would suspend and leave their place empty
 * meanwhile: the header text or the search box would vanish for a moment, and the page move up
 * and back down.
 */
function useHeldBack(entries: readonly SlotEntry[]): ReadonlySet<SlotEntry> {
  const pending = entries.filter((entry) => codePending(entry.component));
  const [, setArrived] = useState(0);
  const key = pending.map(slotEntryKey).join(' ');
  useEffect(() => {
    if (pending.length === 0) return;
    let current = true;
    // As a transition too: the entries render in slices once their code is there.
    void Promise.all(pending.map((entry) => codeOf(entry.component)!().catch(() => undefined))).then(
      () => current && startTransition(() => setArrived((n) => n + 1)),
    );
    return () => {
      current = false;
    };
    // The pending entries are named by their keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return new Set(pending);
}

const subscribeToNothing = () => () => undefined;
/** True in the render that hydrates the server's markup (React reads the server snapshot then), false in any other. */
const useHydrationRender = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

type Item = { key: string; order: number; entry: SlotEntry | null };

const NO_ENTRIES: readonly SlotEntry[] = [];

/**
 * A slot's entries. What plugins add later (the deferred ones, after the first page) renders as a
 * transition: React renders it in slices between which the browser stays responsive, instead of
 * in one task per plugin that blocks a tap for as long as the plugin's parts take to render.
 */
function useSlotEntries(slots: SlotRegistry, name: string, hydratedWith?: (entry: SlotEntry) => boolean): readonly SlotEntry[] {
  const read = () => (snapshot(slots).entries[name] as readonly SlotEntry[] | undefined) ?? NO_ENTRIES;
  const [entries, setEntries] = useState(() => (hydratedWith ? read().filter(hydratedWith) : read()));
  useEffect(() => {
    const update = () => startTransition(() => setEntries(read()));
    // What changed between the render and now.
    update();
    return subscribe(slots, update);
    // `read` reads only slots and name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slots, name]);
  return entries;
}

/**
 * Renders what plugins put in a slot, in order, each isolated (a throwing entry is logged with
 * its plugin's name and disappears); `children` is the default when the slot is empty.
 * The shell renders its slots with it, and so does a plugin that hosts one (the account
 * button hosts `account.menu`).
 *
 * The first render is the server's and the browser's alike: first-phase plugins' entries, and the
 * entries of `serverRendered` deferred plugins that have a loader, with the data it fetched. Those
 * are wrapped in an element marked with their key; until their plugin loads in the browser, the
 * element keeps the server's markup, then the entry renders into it with the same data, so the
 * page does not move.
 */
export function createSlotOutlet(slots: SlotRegistry, logger: Logger, options: SlotOutletOptions): ComponentType<AnySlotOutletProps> {
  const { isDeferred, environment, firstRender, contextFor } = options;
  const shown = (entry: SlotEntry) => !isDeferred(entry.plugin) || environment === 'browser' || slotEntryKey(entry) in firstRender.data;

  function Slot({ name, children, bare = false, props }: AnySlotOutletProps) {
    const { items, heldBack } = useSlotItems(name);
    const entries = <SlotEntries items={items} heldBack={heldBack} fallback={children} hostProps={props} />;
    if (bare) return entries;
    return (
      <Island name={`slot:${name}`} props={props ? { props } : undefined} defaulted={items.length === 0}>
        {entries}
      </Island>
    );
  }

  // An island that hydrates late (scrolled to, touched) may find entries a deferred plugin added
  // since the server rendered it: its hydration leaves them out, as the server did, and the
  // update right after brings them in. A slot mounted later in that island (a menu opened) has
  // no server markup to match and shows them at once.
  const fromFirstPhase = (entry: SlotEntry) => !isDeferred(entry.plugin);

  function useSlotItems(name: string): { items: Item[]; heldBack: ReadonlySet<SlotEntry> } {
    const inHydratedIsland = useContext(IslandHydrationContext);
    const hydrationRender = useHydrationRender();
    const registered = useSlotEntries(slots, name, inHydratedIsland && hydrationRender ? fromFirstPhase : undefined);
    const heldBack = useHeldBack(environment === 'browser' ? registered.filter((entry) => isDeferred(entry.plugin)) : []);
    // One the server rendered keeps its place (and markup); another is left out until it can render.
    const items: Item[] = registered
      .filter((entry) => shown(entry) && !(heldBack.has(entry) && !entry.loader))
      .map((entry) => ({ key: slotEntryKey(entry), order: entry.order, entry }));
    for (const kept of firstRender.rendered[name] ?? []) {
      if (items.some((item) => item.key === kept.key)) continue;
      // After the entries of the same order that are there: the server set up the deferred plugins last.
      const at = items.findIndex((item) => item.order > kept.order);
      items.splice(at === -1 ? items.length : at, 0, { ...kept, entry: null });
    }
    return { items, heldBack };
  }

  interface SlotEntriesProps {
    items: Item[];
    heldBack: ReadonlySet<SlotEntry>;
    fallback: ReactNode;
    hostProps: object | undefined;
  }

  function SlotEntries({ items, heldBack, fallback, hostProps }: SlotEntriesProps) {
    if (items.length === 0) return <>{fallback}</>;
    return (
      <>
        {items.map(({ key, entry }) => {
          if (!entry || heldBack.has(entry)) return <DeferredEntry key={key} entryKey={key} children={null} />;
          const Entry = entry.component;
          const preloaded = firstRender.data[key];
          // A deferred plugin's entry never hydrates (it comes after the first page), so it may
          // always have a boundary of its own: whatever it loads inside suspends itself alone,
          // not the slot's host (the footer would vanish, and the page shrink, until it loads).
          const ownBoundary = mayLoad(Entry) || (environment === 'browser' && isDeferred(entry.plugin));
          const rendered = (
            <PluginBoundary key={key} plugin={entry.plugin} logger={logger} context={contextFor?.(entry.plugin)}>
              {ownBoundary ? (
                <Suspense fallback={null}>
                  <Entry {...hostProps} preloaded={preloaded} />
                </Suspense>
              ) : (
                <Entry {...hostProps} preloaded={preloaded} />
              )}
            </PluginBoundary>
          );
          return isDeferred(entry.plugin) && entry.loader ? (
            <DeferredEntry key={key} entryKey={key}>
              {rendered}
            </DeferredEntry>
          ) : (
            rendered
          );
        })}
      </>
    );
  }

  return Slot;
}
