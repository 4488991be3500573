/**
 * npm start. With the dev dependencies installed (a clone after `npm install`), it builds the
 * storefront and the server first, so that what runs is what the sources say; on a production
 * install (`npm ci --omit=dev` on a built tree) it runs the build as it is. Either way the server
 * runs as compiled JavaScript with plain Node (build/server/main.js).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const canBuild = existsSync(join(root, 'node_modules/vite')) && existsSync(join(root, 'node_modules/typescript'));
const server = join(root, 'build/server/main.js');

if (canBuild) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else if (!existsSync(server) || !existsSync(join(root, 'dist/index.html'))) {
  process.stderr.write('No build here, and no dev dependencies to make one: run `npm ci && npm run build` first, then `npm ci --omit=dev && npm start`.\n');
  process.exit(1);
}
await import(pathToFileURL(server).href);
