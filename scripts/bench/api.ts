import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { CLIENT_HEADER } from '../../contracts/headers.ts';
import { startServerProcess } from '../../tests/support/server-process.ts';
import { benchPgPort, benchPort } from './bench-ports.ts';
import { measureLoad, type Measured } from './load.ts';

const CONNECTIONS = 100;
const DURATION_S = 10;
/**
 * Visitors the basket-add load spreads over. Each adds the same product (stock 40) again and
 * again: at 10 s and up to 4,000 req/s, 1,000 visitors keep every basket within the stock, so a
 * faster server is not counted as failing on the stock refusals its own speed brings.
 */
const SESSIONS = 1000;
const CLIENT = { [CLIENT_HEADER]: '1', 'content-type': 'application/json' };

/** Targets of the API section: public reads against the bare route, and basket-add's p99. */
export const API_TARGETS = { publicShareOfBare: 0.5, publicP99TimesBare: 3, basketAddP99Ms: 150 };

interface Case {
  name: string;
  kind: 'public' | 'visitor' | 'write';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sent with a stored session, a different one for each request. */
  withSession: boolean;
}

const CASES: Case[] = [
  { name: 'session', kind: 'visitor', method: 'GET', path: '/api/session', withSession: true },
  { name: 'home data', kind: 'public', method: 'GET', path: '/api/hp-data?storeId=1', withSession: false },
  { name: 'product', kind: 'public', method: 'GET', path: '/api/single-product/1001?storeId=1', withSession: false },
  { name: 'listing', kind: 'public', method: 'GET', path: '/api/cat-products-es?storeId=1&categoryId=4200', withSession: false },
  { name: 'basket-add', kind: 'write', method: 'POST', path: '/api/basket-add', body: { productID: 1006, quantity: 1 }, withSession: true },
];

const measure = (url: string, request: { method: 'GET' | 'POST'; body?: unknown; cookies?: string[] }): Promise<Measured> =>
  measureLoad({ url, connections: CONNECTIONS, durationS: DURATION_S, ...request, headers: request.method === 'POST' ? CLIENT : {} });

/** Visitors with a stored session and a basket: each made by a first basket-add without a cookie. */
async function storedSessions(base: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const reply = await fetch(`${base}/api/basket-add`, { method: 'POST', headers: CLIENT, body: JSON.stringify({ productID: 1003, quantity: 1 }) });
    const cookie = reply.headers.get('set-cookie')?.split(';')[0];
    if (!reply.ok || !cookie) throw new Error(`could not start a visitor session: ${reply.status} ${await reply.text()}`);
    cookies.push(cookie);
  }
  return cookies;
}

export interface ApiRow extends Measured {
  name: string;
  verdict: string;
  ok: boolean;
}

/** One database's table: the bare route first, then each case, on the real server (API only). */
export async function benchApi(root: string, database: { label: string; env: Record<string, string> }): Promise<{ bare: Measured; rows: ApiRow[] }> {
  const bareServer = await startServerProcess(root, { port: benchPort(1), script: 'scripts/bench/bare-server.ts', readyPath: '/bare' });
  const bare = await measure(`http://127.0.0.1:${bareServer.port}/bare`, { method: 'GET' }).finally(() => bareServer.close());
  // Its SESSIONS visitors all start from 127.0.0.1: the production limit would refuse all but the first 30.
  const server = await startServerProcess(root, {
    port: benchPort(2),
    env: { SERVE_STOREFRONT: '0', NEW_SESSIONS_PER_ADDRESS: String(SESSIONS), ...database.env },
    startupMs: 180_000,
  });
  const base = `http://127.0.0.1:${server.port}`;
  const rows: ApiRow[] = [];
  try {
    const cookies = await storedSessions(base);
    for (const c of CASES) {
      const result = await measure(base + c.path, { method: c.method, body: c.body, cookies: c.withSession ? cookies : undefined });
      let ok = result.failures === 0;
      let verdict = ok ? '' : `${result.failures} failed`;
      if (c.kind === 'public') {
        const share = result.rps / bare.rps;
        const times = result.p99 / Math.max(1, bare.p99);
        const kept = share >= API_TARGETS.publicShareOfBare && times <= API_TARGETS.publicP99TimesBare;
        ok &&= kept;
        verdict ||= kept ? 'ok' : 'MISSED';
      } else if (c.kind === 'write') {
        const kept = result.p99 <= API_TARGETS.basketAddP99Ms;
        ok &&= kept;
        verdict ||= kept ? 'ok' : 'MISSED';
      } else verdict ||= '(no target)';
      rows.push({ name: c.name, ...result, verdict, ok });
    }
  } finally {
    await server.close();
  }
  return { bare, rows };
}

export function printApiTable(label: string, bare: Measured, rows: ApiRow[]): void {
  const [one] = loadavg();
  console.log(
    `\nAPI on ${label} (loopback, ${CONNECTIONS} connections, ${DURATION_S} s each, load average ${one!.toFixed(2)} on 2 cores)` +
      `\nbare Fastify route: ${Math.round(bare.rps)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms` +
      `\ntargets: public reads ≥ ${API_TARGETS.publicShareOfBare * 100} % of the bare req/s with p99 ≤ ${API_TARGETS.publicP99TimesBare} × its p99; basket-add p99 ≤ ${API_TARGETS.basketAddP99Ms} ms`,
  );
  console.log('endpoint      req/s   share of bare   p50 ms   p99 ms   p99 × bare   target');
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(12)} ${String(Math.round(row.rps)).padStart(6)}   ${`${Math.round((row.rps / bare.rps) * 100)} %`.padStart(13)}   ${String(row.p50).padStart(6)}   ${String(row.p99).padStart(6)}   ${(row.p99 / Math.max(1, bare.p99)).toFixed(1).padStart(10)}   ${row.verdict}`,
    );
  }
}

/** A throw-away PostgreSQL cluster for the PostgreSQL run, or null where PostgreSQL cannot be had. */
export function scratchPostgres(root: string): { url: string; stop(): void } | null {
  try {
    const [dir, url] = execFileSync('scripts/postgres-scratch.sh', ['start'], { cwd: root, env: { ...process.env, PGPORT: benchPgPort() }, encoding: 'utf8' })
      .trim()
      .split(' ');
    return { url: url!, stop: () => execFileSync('scripts/postgres-scratch.sh', ['stop', dir!], { cwd: root }) };
  } catch (error) {
    console.log(`\nAPI on PostgreSQL: skipped (${(error as Error).message.split('\n')[0]})`);
    return null;
  }
}
