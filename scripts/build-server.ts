/**
 * npm run build:server: the server compiled to JavaScript under build/ (tsc, imports rewritten to
 * .js), with the files it reads beside its modules, so that production runs it with plain Node,
 * without tsx or any other dev dependency (scripts/start.mjs).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'build');

/** Files the server reads at run time relative to its own modules. */
const READ_BESIDE_MODULES = ['server/db/migrations', 'server/locales', 'server/html/first-screen-loader.js'];

rmSync(out, { recursive: true, force: true });
execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.server.json')], { stdio: 'inherit' });
for (const path of READ_BESIDE_MODULES) cpSync(join(root, path), join(out, path), { recursive: true });
