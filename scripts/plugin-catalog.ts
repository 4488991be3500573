/**
 * npm run docs:plugins: writes docs/plugins.md, the plugin catalog, from the plugins' folders.
 * With `--check` it writes nothing and exits 1 when the file is not what the folders give
 * (CI's check; tests/plugin-catalog.test.ts makes the same comparison).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pluginCatalog } from './plugin-catalog/catalog.ts';
import { CATALOG_FILE } from './plugin-catalog/render.ts';

const root = resolve(import.meta.dirname, '..');
const target = join(root, CATALOG_FILE);
const next = await pluginCatalog(root);
let current = '';
try {
  current = readFileSync(target, 'utf8');
} catch {
  // Not written yet.
}
if (process.argv.includes('--check')) {
  if (current !== next) {
    console.error(`${CATALOG_FILE} is not current: run npm run docs:plugins and commit it.`);
    process.exit(1);
  }
  console.log(`${CATALOG_FILE} is current.`);
} else if (current !== next) {
  writeFileSync(target, next);
  console.log(`${CATALOG_FILE} written.`);
}
