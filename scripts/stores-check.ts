/**
 * npm run stores:check [files...]: validates store configs against the composed schema, the
 * plugin manifests against theirs, and the services a store's plugins need from each other.
 * Prints one line per problem (file, JSON pointer, expectation) and exits 1 if any; notes say
 * what a switched-off plugin takes away from the others, warnings which hooks a plugin listens to
 * that nothing calls in a store.
 */
import { resolve } from 'node:path';
import { loadStores } from '../core/store/files.node.ts';
import { formatProblem } from '../core/store/validate.ts';

const root = resolve(import.meta.dirname, '..');
const files = process.argv.slice(2).map((f) => resolve(f));
const { stores, problems, notes, warnings } = loadStores(root, files.length ? { files } : {});

for (const note of notes) console.log(`  note: ${formatProblem(note)}`);
for (const warning of warnings) console.log(`  warning: ${warning}`);
if (problems.length) {
  console.error(`Config check failed (${problems.length} problem${problems.length > 1 ? 's' : ''}):`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(`Store configs valid: ${stores.map((s) => `${s.code} (${s.storeId})`).join(', ')}`);
