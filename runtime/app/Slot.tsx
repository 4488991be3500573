import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { SlotName } from '../../core/kernel/slots.ts';
import { useKernel } from './kernel-context.tsx';
import { PluginBoundary } from './PluginBoundary.tsx';

/** Renders what plugins put in a slot, each isolated; `children` is the default when empty. */
export function Slot({ name, children }: { name: SlotName; children?: ReactNode }) {
  const kernel = useKernel();
  const entries = useSnapshot(kernel.slots).entries[name];
  if (entries.length === 0) return <>{children}</>;
  return (
    <>
      {entries.map((entry) => {
        // valtio's snapshot types make components readonly objects; the entry is a ref'd component.
        const Entry = entry.component as ComponentType;
        return (
          <PluginBoundary key={`${entry.plugin}:${entry.id}`} plugin={entry.plugin} logger={kernel.logger}>
            <Suspense fallback={null}>
              <Entry />
            </Suspense>
          </PluginBoundary>
        );
      })}
    </>
  );
}
