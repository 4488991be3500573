import type { PluginManifest } from './manifest.ts';

type Named = readonly [name: string, ...rest: unknown[]];

/**
 * The plugins in config order, except that a plugin comes after the providers of the services
 * it requires or uses optionally, so that a service is there when its user sets up or replays
 * the hook calls it missed. Providers outside the list, and cycles, keep config order.
 */
export function providersFirst<T extends Named>(plugins: readonly T[], manifestOf: (name: string) => PluginManifest | undefined): T[] {
  const providerOf = new Map<string, string>();
  for (const [name] of plugins) for (const service of manifestOf(name)?.provides ?? []) providerOf.set(service, name);
  const needs = (name: string) =>
    [...(manifestOf(name)?.requires ?? []), ...(manifestOf(name)?.optional ?? [])]
      .map((service) => providerOf.get(service))
      .filter((provider): provider is string => provider !== undefined && provider !== name);

  const ordered: T[] = [];
  const placed = new Set<string>();
  let waiting = [...plugins];
  while (waiting.length > 0) {
    const ready = waiting.filter(([name]) => needs(name).every((provider) => placed.has(provider)));
    // A cycle: the rest in config order.
    const next = ready.length > 0 ? ready : waiting;
    const [first] = next;
    ordered.push(first!);
    placed.add(first![0]);
    waiting = waiting.filter((plugin) => plugin !== first);
  }
  return ordered;
}
