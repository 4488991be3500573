/** Node-only: reads store configs, schemas and plugin folders from disk and validates them. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { PRODUCT_PLUGIN_DIRS, readPluginFolders, type PluginFolder } from '../kernel/plugin-folders.node.ts';
import { ConfigFileError, locateProblems, readStoreFile, type MergedFile } from './extends.node.ts';
import { unheardHookWarnings } from './hook-listeners.ts';
import type { StoreConfig } from './types.ts';
import { createStoreValidator, crossStoreProblems, type ConfigProblem } from './validate.ts';

export interface LoadedStores {
  stores: StoreConfig[];
  /** Where each store came from (relative to the root), by store code. */
  files: Record<string, string>;
  problems: ConfigProblem[];
  /** Worth knowing, not wrong: e.g. what a switched-off plugin takes away from the others. */
  notes: ConfigProblem[];
  /** Hooks an enabled plugin listens to that no enabled plugin calls, one line each. */
  warnings: string[];
  plugins: PluginFolder[];
}

export interface LoadOptions {
  /** Store files to check; default: every `*.json` in `storeDirs`. */
  files?: string[];
  /** Default `stores`; the test server adds `e2e/fixtures/stores`. */
  storeDirs?: readonly string[];
  /** Default `plugins`; the test build and server add `e2e/fixtures/plugins`. */
  pluginDirs?: readonly string[];
}

export const PRODUCT_STORE_DIRS = ['stores'];
export const FIXTURE_STORE_DIRS = ['e2e/fixtures/stores'];

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function storeFiles(root: string, dirs: readonly string[]): string[] {
  return dirs
    .map((dir) => resolve(root, dir))
    .flatMap((dir) =>
      existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => f.endsWith('.json'))
            .sort()
            .map((f) => join(dir, f))
        : [],
    );
}

/**
 * Services across one store's enabled plugins: a required service needs an enabled provider
 * (a problem), an optional one without provider is a note (the plugin does without), and two
 * enabled plugins may not offer one service.
 */
export function serviceProblems(file: string, config: StoreConfig, plugins: readonly PluginFolder[]): { problems: ConfigProblem[]; notes: ConfigProblem[] } {
  const byName = new Map(plugins.map((p) => [p.name, p]));
  const enabled = Object.entries(config.plugins)
    .filter(([, options]) => options !== false)
    .flatMap(([name]) => (byName.has(name) ? [byName.get(name)!] : []));
  const problems: ConfigProblem[] = [];
  const notes: ConfigProblem[] = [];
  const providers = new Map<string, string>();
  for (const plugin of enabled) {
    for (const service of plugin.manifest.provides ?? []) {
      const other = providers.get(service);
      if (other) problems.push({ file, pointer: `/plugins/${plugin.name}`, expected: `one provider of the service ${service}, but ${other} provides it too` });
      providers.set(service, plugin.name);
    }
  }
  const offerers = (service: string) => plugins.filter((p) => p.manifest.provides?.includes(service)).map((p) => p.name);
  for (const plugin of enabled) {
    for (const service of plugin.manifest.requires ?? []) {
      if (providers.has(service)) continue;
      const candidates = offerers(service);
      problems.push({
        file,
        pointer: `/plugins/${plugin.name}`,
        expected: `an enabled plugin providing the service ${service}, which ${plugin.name} requires${candidates.length ? ` (enable ${candidates.join(' or ')})` : ' (no plugin provides it)'}`,
      });
    }
    for (const service of plugin.manifest.optional ?? []) {
      if (providers.has(service)) continue;
      const candidates = offerers(service);
      const off = candidates.length ? candidates.join(' or ') : 'no plugin';
      notes.push({
        file,
        pointer: `/plugins/${plugin.name}`,
        expected: `to do without the service ${service} (${off} off in this store): ${plugin.name} hides what needs it`,
      });
    }
  }
  return { problems, notes };
}

/** Validates store configs against the schema composed with the plugins' option schemas. */
export function loadStores(root: string, options: LoadOptions = {}): LoadedStores {
  const { plugins, problems: pluginProblems } = readPluginFolders(root, options.pluginDirs ?? PRODUCT_PLUGIN_DIRS);
  const validator = createStoreValidator(
    readJson(join(root, 'schemas/store-config.schema.json')) as Record<string, unknown>,
    readJson(join(root, 'schemas/defs.schema.json')) as Record<string, unknown>,
    Object.fromEntries(plugins.map((p) => [p.name, p.optionsSchema ?? { type: 'object' }])),
  );
  const paths = options.files ?? storeFiles(root, options.storeDirs ?? PRODUCT_STORE_DIRS);
  const problems: ConfigProblem[] = [...pluginProblems];
  const notes: ConfigProblem[] = [];
  const warnings: string[] = [];
  const valid: { file: string; config: StoreConfig }[] = [];
  const read: { file: string; merged: MergedFile }[] = [];
  for (const path of paths) {
    const file = relative(root, path) || path;
    try {
      read.push({ file, merged: readStoreFile(root, path) });
    } catch (error) {
      if (!(error instanceof ConfigFileError)) throw error;
      problems.push(error.problem);
    }
  }
  // A file that another one extends is a base, not a store of its own.
  const bases = new Set(read.flatMap((r) => r.merged.bases));
  const invalid: { storeFile: string; merged: MergedFile; problems: ConfigProblem[] }[] = [];
  for (const { file, merged } of read.filter((r) => !bases.has(r.file))) {
    const found = validator.validate(file, merged.value);
    if (found.length) invalid.push({ storeFile: file, merged, problems: found });
    else valid.push({ file, config: merged.value as unknown as StoreConfig });
  }
  problems.push(...locateProblems(invalid));
  problems.push(...crossStoreProblems(valid));
  const byName = new Map(plugins.map((p) => [p.name, p.manifest]));
  for (const { file, config } of valid) {
    config.manifests = Object.fromEntries(
      Object.entries(config.plugins).flatMap(([name, options]) => (options !== false && byName.has(name) ? [[name, byName.get(name)!]] : [])),
    );
    const services = serviceProblems(file, config, plugins);
    problems.push(...services.problems);
    notes.push(...services.notes);
    warnings.push(...unheardHookWarnings(file, config, plugins));
    config.customerService.phones.forEach((phone, i) => {
      if (!isValidPhoneNumber(phone.number)) {
        problems.push({ file, pointer: `/customerService/phones/${i}/number`, expected: 'a phone number that exists in its country numbering plan' });
        return;
      }
      const parsed = parsePhoneNumberFromString(phone.number)!;
      phone.display = parsed.formatInternational();
      phone.uri = parsed.getURI();
    });
  }
  return {
    stores: valid.map((v) => v.config),
    files: Object.fromEntries(valid.map((v) => [v.config.code, v.file])),
    problems,
    notes,
    warnings,
    plugins,
  };
}
