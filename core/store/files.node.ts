/** Node-only: reads store configs, schemas and plugin options schemas from disk and validates them. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { StoreConfig } from './types.ts';
import { createJsonChecker, createStoreValidator, crossStoreProblems, type ConfigProblem } from './validate.ts';

export interface LoadedStores {
  stores: StoreConfig[];
  problems: ConfigProblem[];
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function pluginOptionSchemas(root: string): Record<string, Record<string, unknown>> {
  const dir = join(root, 'plugins');
  const schemas: Record<string, Record<string, unknown>> = {};
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, 'options.schema.json');
    if (existsSync(file)) schemas[name] = readJson(file) as Record<string, unknown>;
  }
  return schemas;
}

/** Validates every `plugins/<name>/manifest.json` (optional; says when the plugin loads). */
export function pluginManifestProblems(root: string): ConfigProblem[] {
  const checker = createJsonChecker(readJson(join(root, 'schemas/plugin-manifest.schema.json')) as Record<string, unknown>);
  const dir = join(root, 'plugins');
  return readdirSync(dir)
    .sort()
    .map((name) => join(dir, name, 'manifest.json'))
    .filter((file) => existsSync(file))
    .flatMap((file) => {
      const relativeFile = relative(root, file);
      try {
        return checker.validate(relativeFile, readJson(file));
      } catch (error) {
        return [{ file: relativeFile, pointer: '', expected: `valid JSON (${error instanceof Error ? error.message : String(error)})` }];
      }
    });
}

/** Validates every `stores/*.json` (or the given files) against the composed schema. */
export function loadStores(root: string, files?: string[]): LoadedStores {
  const validator = createStoreValidator(
    readJson(join(root, 'schemas/store-config.schema.json')) as Record<string, unknown>,
    readJson(join(root, 'schemas/defs.schema.json')) as Record<string, unknown>,
    pluginOptionSchemas(root),
  );
  const paths =
    files ??
    readdirSync(join(root, 'stores'))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => join(root, 'stores', f));
  const problems: ConfigProblem[] = [];
  const valid: { file: string; config: StoreConfig }[] = [];
  for (const path of paths) {
    const file = relative(root, path) || path;
    let config: unknown;
    try {
      config = readJson(path);
    } catch (error) {
      problems.push({ file, pointer: '', expected: `valid JSON (${error instanceof Error ? error.message : String(error)})` });
      continue;
    }
    const found = validator.validate(file, config);
    if (found.length) problems.push(...found);
    else valid.push({ file, config: config as StoreConfig });
  }
  problems.push(...crossStoreProblems(valid));
  for (const { file, config } of valid) {
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
  return { stores: valid.map((v) => v.config), problems };
}
