import { parseRuntimeConfig, RUNTIME_CONFIG_ID, type RuntimeConfig } from '../../core/api/runtime-config.ts';

/** The page's runtime config (API base, credentials): see core/api/runtime-config.ts. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  return parseRuntimeConfig(doc.getElementById(RUNTIME_CONFIG_ID)?.textContent);
}
