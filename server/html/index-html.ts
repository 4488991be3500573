import { RUNTIME_CONFIG_ID, type RuntimeConfig } from '../../core/api/runtime-config.ts';
import { scriptJson } from '../../core/render/script-json.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { escapeHtml } from './escape-html.ts';

const STORE_MARKER = '<!--summit-store-->';
const RUNTIME_CONFIG = new RegExp(`<script id="${RUNTIME_CONFIG_ID}" type="application/json">[^<]*</script>`);

/**
 * The built index.html for one store: its config inlined (no boot round trip), the build's
 * version (the page compares it with the API's, spec 01 section 4), lang and title set, and the
 * server's runtime config (where the API is) when it has one.
 */
export function renderIndexHtml(template: string, store: StoreConfig, version: string, runtime?: RuntimeConfig): string {
  let html = template
    .replace(
      STORE_MARKER,
      () =>
        `<script id="summit-store" type="application/json">${scriptJson(store)}</script><meta name="summit-version" content="${escapeHtml(version)}"><meta property="og:site_name" content="${escapeHtml(store.shopShareName ?? store.shopName)}">`,
    )
    .replace('<html lang="en">', () => `<html lang="${escapeHtml(store.language)}">`)
    .replace('<title>Summit</title>', () => `<title>${escapeHtml(store.shopName)}</title>`);
  if (runtime) html = html.replace(RUNTIME_CONFIG, () => `<script id="${RUNTIME_CONFIG_ID}" type="application/json">${scriptJson(runtime)}</script>`);
  return html;
}
