/**
 * The part of schema.org's vocabulary the shop's structured data uses, as schema.org defines it
 * (https://schema.org/<Type>, release 29): each type's parent and own properties, each property
 * with the types of value it expects. `check` says where a JSON-LD object leaves the vocabulary.
 * A URL may stand for a Thing wherever one is expected (JSON-LD's node reference, and Google's
 * form of a breadcrumb's `item`).
 */

/** Value types of schema.org's data types, and the enumerations the shop uses. */
type DataType = 'Text' | 'URL' | 'Number' | 'Integer' | 'ItemAvailability';

interface TypeDefinition {
  parent: string | null;
  properties: Record<string, readonly string[]>;
}

export const VOCABULARY: Readonly<Record<string, TypeDefinition>> = {
  Thing: {
    parent: null,
    properties: { name: ['Text'], alternateName: ['Text'], description: ['Text'], url: ['URL'], image: ['ImageObject', 'URL'], sameAs: ['URL'] },
  },
  Intangible: { parent: 'Thing', properties: {} },
  StructuredValue: { parent: 'Intangible', properties: {} },
  CreativeWork: { parent: 'Thing', properties: { inLanguage: ['Language', 'Text'] } },
  MediaObject: { parent: 'CreativeWork', properties: { contentUrl: ['URL'] } },
  ImageObject: { parent: 'MediaObject', properties: {} },
  WebSite: { parent: 'CreativeWork', properties: {} },
  Organization: {
    parent: 'Thing',
    properties: { logo: ['ImageObject', 'URL'], email: ['Text'], telephone: ['Text'], contactPoint: ['ContactPoint'], brand: ['Brand', 'Organization'] },
  },
  ContactPoint: {
    parent: 'StructuredValue',
    properties: { telephone: ['Text'], email: ['Text'], contactType: ['Text'], areaServed: ['AdministrativeArea', 'GeoShape', 'Place', 'Text'] },
  },
  Brand: { parent: 'Intangible', properties: { logo: ['ImageObject', 'URL'] } },
  Product: { parent: 'Thing', properties: { sku: ['Text'], gtin: ['Text'], brand: ['Brand', 'Organization'], offers: ['Offer', 'Demand'] } },
  Offer: {
    parent: 'Intangible',
    properties: { price: ['Number', 'Text'], priceCurrency: ['Text'], availability: ['ItemAvailability'], itemOffered: ['Product', 'Service'] },
  },
  ItemList: { parent: 'Intangible', properties: { itemListElement: ['ListItem', 'Text', 'Thing'], numberOfItems: ['Integer'] } },
  BreadcrumbList: { parent: 'ItemList', properties: {} },
  ListItem: { parent: 'Intangible', properties: { position: ['Integer', 'Text'], item: ['Thing'] } },
};

/** The members of schema.org's ItemAvailability enumeration. */
const ITEM_AVAILABILITY = [
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'MadeToOrder',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'Reserved',
  'SoldOut',
].map((member) => `https://schema.org/${member}`);

const DATA_TYPES: Record<DataType, (value: unknown) => boolean> = {
  Text: (value) => typeof value === 'string',
  URL: (value) => typeof value === 'string' && /^https?:\/\/[^/\s]+\/\S*$/.test(value),
  Number: (value) => typeof value === 'number' && Number.isFinite(value),
  Integer: (value) => Number.isInteger(value),
  ItemAvailability: (value) => typeof value === 'string' && ITEM_AVAILABILITY.includes(value),
};

const isDataType = (name: string): name is DataType => name in DATA_TYPES;

/** The type and its ancestors, nearest first. */
function lineage(type: string): string[] {
  const types: string[] = [];
  for (let at: string | null = type; at !== null && VOCABULARY[at]; at = VOCABULARY[at]!.parent) types.push(at);
  return types;
}

/** The properties of a type, its ancestors' included; undefined for a type outside the vocabulary. */
function propertiesOf(type: string): Record<string, readonly string[]> | undefined {
  if (!VOCABULARY[type]) return undefined;
  return Object.assign(
    {},
    ...lineage(type)
      .reverse()
      .map((at) => VOCABULARY[at]!.properties),
  ) as Record<string, readonly string[]>;
}

/** Whether a value is one of the expected types: a data type, a node of the type or a subtype, or a URL standing for a node. */
function fits(value: unknown, expected: readonly string[]): boolean {
  return expected.some((name) => {
    if (isDataType(name)) return DATA_TYPES[name](value);
    if (DATA_TYPES.URL(value)) return true;
    const type = (value as { '@type'?: unknown } | null)?.['@type'];
    return typeof value === 'object' && typeof type === 'string' && lineage(type).includes(name);
  });
}

function checkNode(node: Record<string, unknown>, at: string, problems: string[]): void {
  const type = node['@type'];
  const properties = typeof type === 'string' ? propertiesOf(type) : undefined;
  if (!properties) {
    problems.push(`${at}: @type ${JSON.stringify(type)} is not a schema.org type of the vocabulary`);
    return;
  }
  for (const [name, value] of Object.entries(node)) {
    if (name.startsWith('@')) continue;
    const expected = properties[name];
    if (!expected) {
      problems.push(`${at}: ${type} has no property ${name}`);
      continue;
    }
    // Any property may be given several values.
    for (const [i, item] of (Array.isArray(value) ? value : [value]).entries()) {
      const where = Array.isArray(value) ? `${at}.${name}[${i}]` : `${at}.${name}`;
      if (!fits(item, expected)) problems.push(`${where}: ${JSON.stringify(item)} is not a ${expected.join(' or ')}`);
      else if (typeof item === 'object' && item !== null) checkNode(item as Record<string, unknown>, where, problems);
    }
  }
}

/** Where one JSON-LD object leaves schema.org's vocabulary; empty when it stays in it. */
export function checkStructuredData(data: unknown): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return ['not a JSON-LD object'];
  const node = data as Record<string, unknown>;
  const problems: string[] = [];
  if (node['@context'] !== 'https://schema.org') problems.push(`@context is ${JSON.stringify(node['@context'])}, not https://schema.org`);
  checkNode(node, '$', problems);
  return problems;
}
