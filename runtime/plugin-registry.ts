import type { PluginLoader, PluginRegistry } from '../core/kernel/kernel.ts';

/**
 * Every plugin folder becomes one lazy chunk keyed by its folder name. Only the loaders of
 * plugins a store enables are ever called, so the others are never downloaded.
 */
const modules = import.meta.glob<PluginLoader extends () => Promise<infer M> ? M : never>('../plugins/*/index.ts');

export const pluginRegistry: PluginRegistry = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.split('/')[2]!, load as PluginLoader]),
);
