import type { StoreConfig } from './types.ts';

/**
 * A store config as the build publishes it (`stores/<code>.json` beside the assets) and as a
 * page carries it: validated, phones completed, without the `$schema` editor hint.
 */
export function storeFileName(code: string): string {
  return `stores/${code}.json`;
}

export function withoutSchemaHint(store: StoreConfig): StoreConfig {
  const { $schema: _hint, ...config } = store as StoreConfig & { $schema?: string };
  return config;
}
