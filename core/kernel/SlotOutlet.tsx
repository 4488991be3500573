import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Logger } from '../logger.ts';
import { PluginBoundary } from './PluginBoundary.tsx';
import type { SlotEntry, SlotName, SlotRegistry } from './slots.ts';

export type SlotOutletProps<Name extends string = SlotName> = { name: Name; children?: ReactNode };
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
              <Suspense fallback={null}>
                <Entry />
              </Suspense>
            </PluginBoundary>
          );
        })}
      </>
    );
  };
}
