import type { PluginManifest } from '../kernel/manifest.ts';
import type { StoreConfig } from './types.ts';

interface NamedManifest {
  name: string;
  manifest: PluginManifest;
}

/**
 * The hooks a store's enabled plugins listen to (manifest `listens`) that no enabled plugin owns:
 * the listener then never hears them (a tracker without basket events in a store without the
 * basket). Worth a warning, not an error: the listener works with what it hears.
 */
export function unheardHookWarnings(file: string, config: Pick<StoreConfig, 'plugins'>, plugins: readonly NamedManifest[]): string[] {
  const enabled = new Set(Object.entries(config.plugins).flatMap(([name, options]) => (options === false ? [] : [name])));
  const ownersOf = (hook: string) => plugins.filter((p) => p.manifest.ownsHooks?.includes(hook)).map((p) => p.name);
  const warnings: string[] = [];
  for (const { name, manifest } of plugins) {
    if (!enabled.has(name)) continue;
    for (const hook of manifest.listens ?? []) {
      const owners = ownersOf(hook);
      if (owners.some((owner) => enabled.has(owner))) continue;
      const why = owners.length ? `${owners.join(' and ')} ${owners.length > 1 ? 'are' : 'is'} off` : 'no plugin owns it';
      warnings.push(`${file}: plugin "${name}" listens to ${hook}, but no enabled plugin owns it (${why})`);
    }
  }
  return warnings;
}
