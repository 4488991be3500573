/**
 * npm run db:backup, npm run db:restore (server/db/backup-cli.ts). With the dev dependencies
 * installed (a clone after `npm install`) it runs the TypeScript sources through tsx, so that what
 * runs is what the sources say; on a production install (`npm ci --omit=dev` on a built tree) it
 * runs the compiled build/server/db/backup-cli.js with plain Node.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const compiled = join(root, 'build/server/db/backup-cli.js');

if (existsSync(join(root, 'node_modules/tsx'))) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(root, 'server/db/backup-cli.ts')).href);
} else if (existsSync(compiled)) {
  await import(pathToFileURL(compiled).href);
} else {
  process.stderr.write('No build here, and no dev dependencies to run the sources: run `npm ci && npm run build` first.\n');
  process.exit(1);
}
