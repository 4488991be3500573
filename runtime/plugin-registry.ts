import type { PluginModule, PluginRegistry } from '../core/kernel/plugin-loader.ts';

/**
 * Every plugin folder becomes one lazy chunk keyed by its folder name. Only the loaders of
 * plugins a store enables are ever called, so the others are never downloaded. A plugin's
 * `manifest.json` says when it loads (`"load": "deferred"`: after the first page is on screen).
 */
const modules = import.meta.glob<PluginModule>('../plugins/*/index.ts');
const loadPhases = import.meta.glob<string>('../plugins/*/manifest.json', { eager: true, import: 'load' });

export const pluginRegistry: PluginRegistry = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => {
    const folder = path.slice(0, -'index.ts'.length);
    return [path.split('/')[2]!, { load, deferred: loadPhases[`${folder}manifest.json`] === 'deferred' }];
  }),
);
