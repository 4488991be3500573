import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Logger } from '../logger.ts';
import { PluginBoundary } from './PluginBoundary.tsx';
import type { SlotEntry, SlotName, SlotRegistry } from './slots.ts';

export type SlotOutletProps<Name extends string = SlotName> = { name: Name; children?: ReactNode };

const LAZY = Symbol.for('react.lazy');

/**
 * A component made by React's `lazy`: its code may still be on the way, so it renders inside a
 * Suspense boundary. Other entries render without one: a boundary is hydrated in a pass of its
 * own, after the page's first render is committed, and would then meet state that changed since
 * (the basket's count) instead of what the server rendered.
 */
const isLazy = (component: ComponentType) => (component as unknown as { $$typeof?: symbol }).$$typeof === LAZY;
export type SlotOutlet<Name extends string = SlotName> = ComponentType<SlotOutletProps<Name>>;

/**
 * Renders what plugins put in a slot, in order, each isolated (a throwing entry is logged with
 * its plugin's name and disappears); `children` is the default when the slot is empty.
 * The shell renders its slots with it, and so does a plugin that hosts one (the account
 * button hosts `account.menu`). `shows` leaves out entries the first render must not have.
 */
export function createSlotOutlet(slots: SlotRegistry, logger: Logger, shows: (entry: SlotEntry) => boolean = () => true): SlotOutlet<string> {
  return function Slot({ name, children }: SlotOutletProps<string>) {
    const entries = (useSnapshot(slots).entries[name] ?? []).filter((entry) => shows(entry as SlotEntry));
    if (entries.length === 0) return <>{children}</>;
    return (
      <>
        {entries.map((entry) => {
          // valtio's snapshot types make components readonly objects; the entry is a ref'd component.
          const Entry = entry.component as ComponentType;
          return (
            <PluginBoundary key={`${entry.plugin}:${entry.id}`} plugin={entry.plugin} logger={logger}>
              {isLazy(Entry) ? (
                <Suspense fallback={null}>
                  <Entry />
                </Suspense>
              ) : (
                <Entry />
              )}
            </PluginBoundary>
          );
        })}
      </>
    );
  };
}
