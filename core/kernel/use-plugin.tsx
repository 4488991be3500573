import { createContext, useContext, type ReactNode } from 'react';
import type { PluginName } from './manifest.ts';
import type { PluginContext } from './plugin.ts';

const CurrentPlugin = createContext<PluginContext<string> | null>(null);

/**
 * Gives the components below the context of the plugin they belong to. The kernel's outlets (slot
 * entries, pages, modals and asides) put one around each plugin part, on the server as in the
 * browser, so that `usePlugin()` reads the same context in both renders.
 */
export function PluginProvider({ context, children }: { context: PluginContext<string>; children: ReactNode }) {
  return <CurrentPlugin.Provider value={context}>{children}</CurrentPlugin.Provider>;
}

/**
 * The context of the plugin whose part renders this component, typed by the plugin's name
 * (`usePlugin<'catalog'>()`): what `setup` got, without handing it down through props.
 */
export function usePlugin<Name extends string = PluginName>(): PluginContext<Name> {
  const context = useContext(CurrentPlugin);
  if (!context) throw new Error('usePlugin() is called outside a plugin part (a slot entry, page, modal or aside the kernel renders)');
  return context as unknown as PluginContext<Name>;
}
