/**
 * npm run stores:check [files...]: validates store configs against the composed schema, and the
 * plugin manifests against theirs.
 * Prints one line per problem (file, JSON pointer, expectation) and exits 1 if any.
 */
import { resolve } from 'node:path';
import { loadStores, pluginManifestProblems } from '../core/store/files.node.ts';
import { formatProblem } from '../core/store/validate.ts';

const root = resolve(import.meta.dirname, '..');
const files = process.argv.slice(2).map((f) => resolve(f));
const { stores, problems: storeProblems } = loadStores(root, files.length ? files : undefined);
const problems = [...storeProblems, ...pluginManifestProblems(root)];

if (problems.length) {
  console.error(`Config check failed (${problems.length} problem${problems.length > 1 ? 's' : ''}):`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(`Store configs valid: ${stores.map((s) => `${s.code} (${s.storeId})`).join(', ')}`);
