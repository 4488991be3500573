import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

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

/** A server process (the real one by default), ready when `readyPath` answers. */
export async function startServerProcess(
  root: string,
  options: { port: number; env?: Record<string, string>; script?: string; readyPath?: string },
): Promise<{ port: number; close: () => Promise<void> }> {
  const { port } = options;
  const child = spawn(process.execPath, ['--import', 'tsx', options.script ?? 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), ...options.env },
    // Its request log is not read: a pipe nobody drains fills up and blocks the server.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const reply = await fetch(`http://127.0.0.1:${port}${options.readyPath ?? '/api/session'}`);
      if (reply.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server on port ${port} did not start within 60 s`);
    await new Promise((done) => setTimeout(done, 300));
  }
  return {
    port,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    },
  };
}

/** The real server on the built storefront, with an in-memory database. */
export function startStorefront(root: string): Promise<{ port: number; close: () => Promise<void> }> {
  return startServerProcess(root, { port: 4390, env: { SUMMIT_DB: 'memory' } });
}
