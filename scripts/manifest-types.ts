import type { PluginFolder } from '../core/kernel/plugin-folders.node.ts';
import { pageTypesOf } from '../core/kernel/plugin-folders.node.ts';

/** Where `npm run manifests` writes the types, relative to the project root. */
export const PLUGIN_TYPES_FILE = 'runtime/generated/plugin-types.ts';

const quote = (value: string) => JSON.stringify(value);
const union = (values: readonly string[] | undefined) => (values?.length ? [...new Set(values)].map(quote).join(' | ') : 'never');

/** The parameters a link to a route fills: its first path's `:name` (optional with `?`) and `*` as `wild`. */
export function routeParamsType(firstPath: string): string {
  const fields: string[] = [];
  if (firstPath.startsWith('^')) {
    for (const [, name] of firstPath.matchAll(/\(\?<([A-Za-z_]\w*)>/g)) fields.push(`${name}: string`);
  } else {
    for (const [, name, optional] of firstPath.matchAll(/:([A-Za-z_]\w*)(\?)?/g)) fields.push(`${name}${optional ? '?' : ''}: string | number`);
    if (firstPath.includes('*')) fields.push('wild?: string');
  }
  return fields.length ? `{ ${fields.join('; ')} }` : 'Record<string, never>';
}

/**
 * The manifests as types: route ids with their link parameters, page types, hosted slots,
 * services and overlay kinds across all plugins, and per plugin what its context may do.
 */
export function renderPluginTypes(plugins: readonly PluginFolder[]): string {
  const routes = plugins.flatMap((p) => (p.manifest.routes ?? []).map((r) => `    ${quote(r.id)}: ${routeParamsType(r.paths[0]!)};`));
  const flag = (values: string[]) => [...new Set(values)].sort().map((v) => `    ${quote(v)}: true;`);
  const perPlugin = plugins.map((p) => {
    const m = p.manifest;
    return [
      `    ${quote(p.name)}: {`,
      `      pageTypes: ${union(pageTypesOf(m))};`,
      `      provides: ${union(m.provides)};`,
      `      requires: ${union(m.requires)};`,
      `      optional: ${union(m.optional)};`,
      `      ownsHooks: ${union(m.ownsHooks)};`,
      `      listens: ${union(m.listens)};`,
      `      hosts: ${union(m.hosts)};`,
      `      modals: ${union(m.modals)};`,
      `      asides: ${union(m.asides)};`,
      '    };',
    ].join('\n');
  });
  const block = (name: string, lines: string[]) => [`  interface ${name} {`, ...lines, '  }'].join('\n');
  const owned = union(plugins.flatMap((p) => p.manifest.ownsHooks ?? []));
  const listened = union(plugins.flatMap((p) => p.manifest.listens ?? []));
  return [
    '// Written by `npm run manifests` from plugins/*/manifest.json: edit the manifests, not this file.',
    '',
    "import type { PluginHookPayloads } from '../../core/kernel/events.ts';",
    '',
    "declare module '../../core/kernel/manifest.ts' {",
    block('KnownRoutes', routes),
    block('KnownPageTypes', flag(plugins.flatMap((p) => pageTypesOf(p.manifest)))),
    block('KnownSlots', flag(plugins.flatMap((p) => p.manifest.hosts ?? []))),
    block('KnownServices', flag(plugins.flatMap((p) => p.manifest.provides ?? []))),
    block('KnownOverlays', flag(plugins.flatMap((p) => [...(p.manifest.modals ?? []), ...(p.manifest.asides ?? [])]))),
    block('PluginManifests', perPlugin),
    '}',
    '',
    '// Every hook a manifest owns has its payload declared in contracts/: otherwise this fails to compile.',
    'type Holds<T extends true> = T;',
    `export type OwnedHooksHavePayloads = Holds<[${owned}] extends [keyof PluginHookPayloads] ? true : false>;`,
    '// Every hook a manifest listens to is a plugin hook (one a manifest owns).',
    `export type ListenedHooksAreOwned = Holds<[${listened}] extends [${owned}] ? true : false>;`,
    '',
  ].join('\n');
}
