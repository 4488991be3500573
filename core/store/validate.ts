import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** One readable problem in a store config: the file, the JSON pointer, what was expected. */
export interface ConfigProblem {
  file: string;
  pointer: string;
  expected: string;
}

export function formatProblem(problem: ConfigProblem): string {
  return `${problem.file}: ${problem.pointer || '/'}: expected ${problem.expected}`;
}

/**
 * The store schema with every plugin's options schema composed in: `plugins.<name>` is either
 * `false` or an object valid against that plugin's schema; a name no plugin has is an error.
 */
export function composeStoreSchema(storeSchema: Record<string, unknown>, pluginSchemas: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const pluginProperties = Object.fromEntries(
    Object.entries(pluginSchemas).map(([name, schema]) => [name, { if: { type: 'object' }, then: schema, else: { const: false } }]),
  );
  const properties = storeSchema.properties as Record<string, unknown>;
  return {
    ...storeSchema,
    properties: {
      ...properties,
      plugins: {
        ...(properties.plugins as Record<string, unknown>),
        properties: pluginProperties,
        additionalProperties: false,
      },
    },
  };
}

function describe(error: ErrorObject): { pointer: string; expected: string } {
  const p = error.params as Record<string, unknown>;
  const at = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return { pointer: `${at}/${String(p.missingProperty)}`, expected: 'this property to be present' };
    case 'additionalProperties':
      return {
        pointer: `${at}/${String(p.additionalProperty)}`,
        expected: at === '/plugins' ? 'no plugin of this name (no such plugin exists)' : 'no such property (it is not in the schema)',
      };
    case 'type':
      return { pointer: at, expected: `a value of type ${String(p.type)}` };
    case 'enum':
      return { pointer: at, expected: `one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'const':
      return { pointer: at, expected: `${JSON.stringify(p.allowedValue)} or an options object` };
    case 'pattern': {
      const description = (error.parentSchema as { description?: string } | undefined)?.description;
      return {
        pointer: at,
        expected: description ? `${description} (pattern ${String(p.pattern)})` : `a string matching ${String(p.pattern)}`,
      };
    }
    case 'format':
      return { pointer: at, expected: `a valid ${String(p.format)}` };
    default:
      return { pointer: at, expected: `a value that ${error.message ?? 'matches the schema'}` };
  }
}

export interface StoreValidator {
  validate(file: string, value: unknown): ConfigProblem[];
}

/** A JSON file checker: each ajv error becomes one readable problem (file, pointer, expectation). */
export function createJsonChecker(schema: Record<string, unknown>, referenced: Record<string, unknown>[] = []): StoreValidator {
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  addFormats(ajv);
  for (const other of referenced) ajv.addSchema(other);
  const check: ValidateFunction = ajv.compile(schema);
  return {
    validate(file, value) {
      if (check(value)) return [];
      const seen = new Set<string>();
      const problems: ConfigProblem[] = [];
      // 'if' only says "the then-branch failed"; that branch's own error says how.
      for (const error of check.errors ?? []) {
        if (error.keyword === 'if') continue;
        const problem = { file, ...describe(error) };
        const key = formatProblem(problem);
        if (!seen.has(key)) {
          seen.add(key);
          problems.push(problem);
        }
      }
      return problems;
    },
  };
}

export function createStoreValidator(
  storeSchema: Record<string, unknown>,
  defsSchema: Record<string, unknown>,
  pluginSchemas: Record<string, Record<string, unknown>>,
): StoreValidator {
  return createJsonChecker(composeStoreSchema(storeSchema, pluginSchemas), [defsSchema]);
}

/**
 * Rules across files: unique ids and hosts, code equal to the file name, and each preview host
 * one of the store's own hosts (a request to it must find this store, not the default one).
 */
export function crossStoreProblems(
  stores: { file: string; config: { storeId: number; code: string; hosts: string[]; previewHosts?: string[] } }[],
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const ids = new Map<number, string>();
  const hosts = new Map<string, string>();
  for (const { file, config } of stores) {
    const base = file.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
    if (config.code !== base) problems.push({ file, pointer: '/code', expected: `"${base}" (the file name)` });
    const otherId = ids.get(config.storeId);
    if (otherId) problems.push({ file, pointer: '/storeId', expected: `a storeId not already used by ${otherId}` });
    ids.set(config.storeId, file);
    config.hosts.forEach((host, i) => {
      const other = hosts.get(host);
      if (other) problems.push({ file, pointer: `/hosts/${i}`, expected: `a host not already used by ${other}` });
      hosts.set(host, file);
    });
    config.previewHosts?.forEach((host, i) => {
      if (!config.hosts.includes(host)) problems.push({ file, pointer: `/previewHosts/${i}`, expected: 'one of the store’s hosts (listed in /hosts too)' });
    });
  }
  return problems;
}
