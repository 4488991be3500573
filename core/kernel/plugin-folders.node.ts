/** Node-only: the plugin folders on disk, their manifests (validated) and options schemas. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createJsonChecker, type ConfigProblem } from '../store/validate.ts';
import type { PluginManifest } from './manifest.ts';

export interface PluginFolder {
  name: string;
  /** Absolute path of the folder. */
  dir: string;
  /** The manifest file, relative to the project root (for messages). */
  manifestFile: string;
  manifest: PluginManifest;
  optionsSchema: Record<string, unknown> | null;
}

/** Where plugins live: the product's, plus the e2e fixtures' for the test build and server. */
export const PRODUCT_PLUGIN_DIRS = ['plugins'];
export const FIXTURE_PLUGIN_DIRS = ['e2e/fixtures/plugins'];

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== undefined))];
}

/**
 * Every plugin folder (one with an `index.ts`) under `dirs`, with its manifest checked against
 * the schema and against the other manifests: a route id, a path or an owned hook belongs to one
 * plugin only.
 */
export function readPluginFolders(root: string, dirs: readonly string[] = PRODUCT_PLUGIN_DIRS): { plugins: PluginFolder[]; problems: ConfigProblem[] } {
  const checker = createJsonChecker(readJson(join(root, 'schemas/plugin-manifest.schema.json')) as Record<string, unknown>);
  const plugins: PluginFolder[] = [];
  const problems: ConfigProblem[] = [];
  for (const base of dirs) {
    const parent = join(root, base);
    if (!existsSync(parent)) continue;
    for (const name of readdirSync(parent).sort()) {
      const dir = join(parent, name);
      if (!existsSync(join(dir, 'index.ts'))) continue;
      const file = join(dir, 'manifest.json');
      const manifestFile = relative(root, file);
      if (!existsSync(file)) {
        problems.push({ file: manifestFile, pointer: '', expected: 'a manifest.json beside the plugin (at least {})' });
        continue;
      }
      let manifest: unknown;
      try {
        manifest = readJson(file);
      } catch (error) {
        problems.push({ file: manifestFile, pointer: '', expected: `valid JSON (${error instanceof Error ? error.message : String(error)})` });
        continue;
      }
      const found = checker.validate(manifestFile, manifest);
      if (found.length) {
        problems.push(...found);
        continue;
      }
      const optionsFile = join(dir, 'options.schema.json');
      const { $schema: _hint, ...declared } = manifest as PluginManifest & { $schema?: string };
      plugins.push({
        name,
        dir,
        manifestFile,
        manifest: declared,
        optionsSchema: existsSync(optionsFile) ? (readJson(optionsFile) as Record<string, unknown>) : null,
      });
    }
  }
  problems.push(...crossManifestProblems(plugins));
  return { plugins, problems };
}

function crossManifestProblems(plugins: readonly PluginFolder[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const owners = { route: new Map<string, string>(), path: new Map<string, string>(), hook: new Map<string, string>() };
  const claim = (kind: keyof typeof owners, key: string, plugin: PluginFolder, pointer: string, what: string) => {
    const other = owners[kind].get(key);
    if (other && other !== plugin.name) problems.push({ file: plugin.manifestFile, pointer, expected: `${what} not already declared by ${other}` });
    else owners[kind].set(key, plugin.name);
  };
  for (const plugin of plugins) {
    (plugin.manifest.routes ?? []).forEach((route, i) => {
      claim('route', route.id, plugin, `/routes/${i}/id`, `a route id "${route.id}"`);
      route.paths.forEach((path, j) => claim('path', path.replace(/(.)\/$/, '$1'), plugin, `/routes/${i}/paths/${j}`, `a path "${path}"`));
      for (const key of route.numeric ?? []) {
        if (!route.paths.some((path) => path.includes(`:${key}`) || path.includes(`<${key}>`))) {
          problems.push({ file: plugin.manifestFile, pointer: `/routes/${i}/numeric`, expected: `"${key}" to be a parameter of the route's paths` });
        }
      }
    });
    (plugin.manifest.ownsHooks ?? []).forEach((hook, i) => claim('hook', hook, plugin, `/ownsHooks/${i}`, `a hook "${hook}"`));
  }
  return problems;
}

/** Page types a manifest renders: its routes' and its extra `pageTypes`. */
export function pageTypesOf(manifest: PluginManifest): string[] {
  return unique([...(manifest.routes ?? []).map((route) => route.pageType), ...(manifest.pageTypes ?? [])]);
}
