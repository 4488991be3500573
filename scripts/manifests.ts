/**
 * npm run manifests: checks the plugin manifests and writes their names as types
 * (runtime/generated/plugin-types.ts), so a route id, page type, slot, service or hook that no
 * manifest declares is a type error. The build and the typecheck run it first.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readPluginFolders } from '../core/kernel/plugin-folders.node.ts';
import { formatProblem } from '../core/store/validate.ts';
import { PLUGIN_TYPES_FILE, renderPluginTypes } from './manifest-types.ts';

const root = resolve(import.meta.dirname, '..');
const { plugins, problems } = readPluginFolders(root);
if (problems.length) {
  console.error(`Plugin manifest check failed (${problems.length} problem${problems.length > 1 ? 's' : ''}):`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
const target = join(root, PLUGIN_TYPES_FILE);
const next = renderPluginTypes(plugins);
let current = '';
try {
  current = readFileSync(target, 'utf8');
} catch {
  // First run: nothing written yet.
}
if (current !== next) writeFileSync(target, next);
