import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process.ts';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A tiny static server for the baseline page. */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path === '/' ? 'index.html' : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(() => done())) };
}

/** The real server on the built storefront, with an in-memory database, on BENCH_PORT (4390 by default). */
export function startStorefront(root: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  // Seeding the in-memory database takes over a minute when the machine is busy.
  // Every browser of the Lighthouse and main-thread runs starts its session from 127.0.0.1.
  const oneAddress = { NEW_SESSIONS_PER_ADDRESS: '100000' };
  return startServerProcess(root, { port: Number(process.env.BENCH_PORT ?? 4390), env: { SUMMIT_DB: 'memory', ...oneAddress, ...env }, startupMs: 180_000 });
}

/** The flags `npm start` gives Node (package.json's start script: `node <flags> scripts/start.mjs`). */
export function startFlags(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'scripts/start.mjs')
    throw new Error(`package.json's start script is not "node [flags] scripts/start.mjs": ${scripts.start}`);
  return words.slice(1, -1);
}

/**
 * The real server as it runs after a deploy: compiled, without tsx (build/server/main.js), with
 * `npm start`'s Node flags, on PGlite in a data directory (a throw-away one) that an earlier
 * start already seeded, so its memory is not that of the seeding.
 */
export async function startDeployedServer(root: string, port: number): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'summit-bench-'));
  const env = { PGLITE_DATA_DIR: dataDir };
  try {
    const deployed = { port, env, script: 'build/server/main.js', nodeFlags: startFlags(root), startupMs: 180_000 };
    await (await startServerProcess(root, deployed)).close();
    const server = await startServerProcess(root, deployed);
    return { ...server, close: (signal) => server.close(signal).finally(() => rm(dataDir, { recursive: true, force: true })) };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
