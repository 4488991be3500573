import { errorMessage, type Logger } from '../logger.ts';
import type { Preloadable } from '../render/preloadable.tsx';
import { slotEntryKey, type FirstRenderSlots, type SlotLoaderArgs, type SlotRegistry } from './slots.ts';

/**
 * Runs the loaders of every slot entry there is, at once, for the first page: their data goes to
 * `firstRender.data` (the entries render with it), and the deferred plugins' entries that got
 * theirs are listed per slot (the browser keeps their markup until their plugin loads). An entry
 * whose loader fails, or finds nothing to render on the server (undefined), is left out of the
 * server's render; the browser shows it when it can.
 */
export async function preloadSlots(
  slots: SlotRegistry,
  firstRender: FirstRenderSlots,
  isDeferred: (plugin: string) => boolean,
  logger: Logger,
  args: SlotLoaderArgs,
): Promise<void> {
  const loads = Object.entries(slots.entries).flatMap(([name, entries]) =>
    (entries ?? []).flatMap((entry) => {
      const { loader } = entry;
      if (!loader) return [];
      // Its code too, so that the server renders it at once rather than a fallback.
      const code = (entry.component as Partial<Preloadable<object>>).preload?.() ?? Promise.resolve();
      return [
        Promise.all([loader(args), code]).then(
          ([data]) => {
            // Undefined: nothing to render on the server for this page (the browser decides).
            if (data === undefined) return;
            const key = slotEntryKey(entry);
            firstRender.data[key] = data;
            if (isDeferred(entry.plugin)) (firstRender.rendered[name] ??= []).push({ key, order: entry.order });
          },
          (error: unknown) => logger.warn(entry.plugin, `slot entry ${entry.id} is left to the browser: ${errorMessage(error)}`),
        ),
      ];
    }),
  );
  await Promise.all(loads);
  // In slot order (the order of the loads' arrival is not the order on screen).
  for (const list of Object.values(firstRender.rendered)) list.sort((a, b) => a.order - b.order);
}
