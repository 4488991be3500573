/**
 * A plugin's options schema as table rows: one per option, nested objects and arrays of objects
 * flattened into dotted paths (`resubscribe.enabled`, `experiments[].name`), each with a short
 * type, its default and its description.
 */

type Schema = Record<string, unknown>;

export interface OptionRow {
  path: string;
  type: string;
  required: boolean;
  defaultValue: string;
  description: string;
}

/** Shared definitions (`schemas/defs.schema.json#/definitions/...`) by name. */
export type Definitions = Readonly<Record<string, Schema>>;

const asSchema = (value: unknown): Schema => (value && typeof value === 'object' ? (value as Schema) : {});

/** The schema with a `$ref` to a shared definition merged in (the referring schema's keys win). */
function resolved(schema: Schema, definitions: Definitions): Schema {
  const ref = typeof schema.$ref === 'string' ? schema.$ref : null;
  const name = ref?.split('#/definitions/')[1];
  if (!name || !definitions[name]) return schema;
  const { $ref: _ref, ...own } = schema;
  return { ...definitions[name], ...own };
}

function range(schema: Schema): string {
  const min = typeof schema.minimum === 'number' ? schema.minimum : null;
  const max = typeof schema.maximum === 'number' ? schema.maximum : null;
  if (min !== null && max !== null) return ` ${min}–${max}`;
  if (min !== null) return ` ≥ ${min}`;
  if (max !== null) return ` ≤ ${max}`;
  return '';
}

/** `"a" | "b"`, `integer 6–96`, `string[]`, `number or string`… */
export function typeOf(schema: Schema, definitions: Definitions): string {
  const s = resolved(schema, definitions);
  if (Array.isArray(s.enum)) return s.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (Array.isArray(s.oneOf)) return [...new Set(s.oneOf.map((option) => typeOf(asSchema(option), definitions)))].join(' or ');
  if (s.type === 'array') return `${typeOf(asSchema(s.items), definitions)}[]`;
  if (s.type === 'integer' || s.type === 'number') return `${s.type}${range(s)}`;
  if (s.type === 'string' && typeof s.format === 'string') return `string (${s.format})`;
  return typeof s.type === 'string' ? s.type : 'any';
}

const isObject = (schema: Schema) => schema.type === 'object' && typeof schema.properties === 'object';

/** Every option of `schema` (an object schema), depth first, in the schema's order. */
export function optionRows(schema: Schema, definitions: Definitions, prefix = ''): OptionRow[] {
  const properties = asSchema(schema.properties);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(properties).flatMap(([key, value]) => {
    const option = resolved(asSchema(value), definitions);
    const path = `${prefix}${key}`;
    const row: OptionRow = {
      path,
      type: typeOf(option, definitions),
      required: required.has(key),
      defaultValue: option.default === undefined ? '' : JSON.stringify(option.default),
      description: typeof option.description === 'string' ? option.description : '',
    };
    const items = resolved(asSchema(option.items), definitions);
    if (isObject(option)) return [row, ...optionRows(option, definitions, `${path}.`)];
    if (option.type === 'array' && isObject(items)) return [row, ...optionRows(items, definitions, `${path}[].`)];
    return [row];
  });
}
