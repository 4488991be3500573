/** Node-only: a store file may extend a base file, so it holds only what differs from it. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { formatProblem, type ConfigProblem } from './validate.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface MergedFile {
  /** The store's config with its bases merged in (`extends` removed). */
  value: JsonObject;
  /** JSON pointer → the file (relative to the root) that wrote the value there last. */
  origins: Map<string, string>;
  /** The base files this one extends, nearest first. */
  bases: string[];
}

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

function record(value: Json, pointer: string, file: string, origins: Map<string, string>): void {
  origins.set(pointer, file);
  if (isObject(value)) for (const [key, child] of Object.entries(value)) record(child, `${pointer}/${escape(key)}`, file, origins);
  else if (Array.isArray(value)) value.forEach((child, i) => record(child, `${pointer}/${i}`, file, origins));
}

/** Objects merge key by key (a base's key order stays first, so plugin load order does too); arrays and scalars replace. */
function merge(base: Json, over: Json): Json {
  if (!isObject(base) || !isObject(over)) return over;
  const merged: JsonObject = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = key in base ? merge(base[key]!, value) : value;
  return merged;
}

export class ConfigFileError extends Error {
  constructor(readonly problem: ConfigProblem) {
    super(formatProblem(problem));
  }
}

function readObject(path: string, file: string): JsonObject {
  let value: Json;
  try {
    value = JSON.parse(readFileSync(path, 'utf8')) as Json;
  } catch (error) {
    throw new ConfigFileError({ file, pointer: '', expected: `valid JSON (${error instanceof Error ? error.message : String(error)})` });
  }
  if (!isObject(value)) throw new ConfigFileError({ file, pointer: '', expected: 'a JSON object' });
  return value;
}

/** Reads a store file and the chain of files it `extends` (a path relative to it), base values first. */
export function readStoreFile(root: string, path: string, seen: readonly string[] = []): MergedFile {
  const file = relative(root, path) || path;
  const own = readObject(path, file);
  // `$comment` explains a file to its reader; it is not configuration.
  const { extends: parent, $comment: _comment, ...values } = own;
  if (parent === undefined) {
    const origins = new Map<string, string>();
    record(values, '', file, origins);
    return { value: values, origins, bases: [] };
  }
  if (typeof parent !== 'string') throw new ConfigFileError({ file, pointer: '/extends', expected: 'the path of a base file, relative to this one' });
  const parentPath = resolve(dirname(path), parent);
  if (seen.includes(parentPath) || parentPath === path) {
    throw new ConfigFileError({ file, pointer: '/extends', expected: 'a base that does not extend this file again (a cycle)' });
  }
  if (!existsSync(parentPath)) throw new ConfigFileError({ file, pointer: '/extends', expected: `an existing base file (${parent} not found)` });
  const base = readStoreFile(root, parentPath, [...seen, path]);
  const origins = new Map(base.origins);
  record(values, '', file, origins);
  return { value: merge(base.value, values) as JsonObject, origins, bases: [relative(root, parentPath) || parentPath, ...base.bases] };
}

/**
 * Where the problems of merged stores belong: a value a store inherits is the base's problem, said
 * once with the stores that inherit it; a value the store wrote, or one that is missing, its own.
 */
export function locateProblems(found: readonly { storeFile: string; merged: MergedFile; problems: readonly ConfigProblem[] }[]): ConfigProblem[] {
  const located: ConfigProblem[] = [];
  const inherited = new Map<string, { problem: ConfigProblem; stores: string[] }>();
  for (const { storeFile, merged, problems } of found) {
    for (const problem of problems) {
      const origin = merged.origins.get(problem.pointer);
      if (!origin || origin === storeFile) {
        located.push(problem);
        continue;
      }
      const key = `${origin}\0${problem.pointer}\0${problem.expected}`;
      const entry = inherited.get(key) ?? { problem: { ...problem, file: origin }, stores: [] };
      entry.stores.push(storeFile);
      inherited.set(key, entry);
    }
  }
  for (const { problem, stores } of inherited.values()) located.push({ ...problem, expected: `${problem.expected} (inherited by ${stores.join(', ')})` });
  return located;
}
