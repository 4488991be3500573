import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_HEADER, STORE_HEADER } from '../../contracts/headers.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { startServerProcess } from '../../tests/support/server-process.ts';
import { startDeployedServer } from './servers.ts';
import { benchPort } from './bench-ports.ts';
import { measureLoad, type Measured } from './load.ts';
import { processCpuMs, renderCostPages } from './render-cost.ts';

/** Issue 34's acceptance for pages under a flash sale's crowd, against the bare route of the same run. */
export const CROWD_TARGETS = {
  guest: { shareOfBare: 0.25, p99Ms: 250 },
  member: { shareOfBare: 0.05, p99Ms: 500 },
  rssMb: 400,
} as const;

/** uk, and de whose shop is for members only. */
export const CROWD_STORES = ['uk', 'de'];
const CONNECTIONS = 100;
const DURATION_S = 10;
/** Members per store the member load rotates over (the API allows 20 sign-ups an address in 15 minutes). */
const MEMBERS = 6;
/** A product of one size, sold in every store (the API bench's too). */
const BASKET_PRODUCT = 1003;
/** What a browser sends for a page: HTML, compressed. */
const BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' };

/** A load run and the server's CPU time for it, per reply. */
export interface Served extends Measured {
  cpuMsPerReply: number;
}

export interface CrowdRow extends Served {
  store: string;
  page: string;
  who: 'guest' | 'member';
  share: number;
  ok: boolean;
}

export interface CrowdResult {
  bare: Served;
  /** The bare route sending a body the size of a compressed page: the ceiling of what this machine measures for pages. */
  barePage: Served & { bytes: number };
  rows: CrowdRow[];
  /** The server's resident memory after the load, in MB. */
  rssMb: number;
}

/** Members of the store, signed in, each with a product in the basket: their pages have holes to fill. */
export async function crowdMembers(base: string, store: StoreConfig): Promise<string[]> {
  const cookies: string[] = [];
  const headers = { [CLIENT_HEADER]: '1', [STORE_HEADER]: String(store.storeId), 'content-type': 'application/json' };
  for (let i = 0; i < MEMBERS; i++) {
    const email = `crowd-${store.code}-${i}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@summit.test`;
    const joined = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'Summit-crowd-2026', storeId: store.storeId, data: { firstname: 'Cara', lastname: `Crowd${i}` } }),
    });
    const cookie = joined.headers.get('set-cookie')?.split(';')[0];
    if (!joined.ok || !cookie) throw new Error(`could not sign up a member in ${store.code}: ${joined.status} ${await joined.text()}`);
    const added = await fetch(`${base}/api/basket-add`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ productID: BASKET_PRODUCT, quantity: 1 }),
    });
    if (!added.ok) throw new Error(`could not fill a member's basket in ${store.code}: ${added.status} ${await added.text()}`);
    cookies.push(cookie);
  }
  return cookies;
}

/** The store's home page as a browser gets it (brotli), the bytes as sent, written to a file for the bare server. */
function savePage(port: number, store: StoreConfig): Promise<{ file: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = httpGet({ host: '127.0.0.1', port, path: '/', headers: { ...BROWSER, host: store.hosts[0]! } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => {
        const body = Buffer.concat(chunks);
        const file = join(mkdtempSync(join(tmpdir(), 'summit-crowd-')), 'page.br');
        writeFileSync(file, body);
        resolve({ file, bytes: body.length });
      });
    });
    request.once('error', reject);
  });
}

/**
 * A load run and the CPU time the server process spent on it. With replies the size of a page,
 * the load client (one process, on the same two cores) is busier than the server: req/s then
 * measure the client, and the server's CPU per reply says what the server could serve.
 */
export async function served(pid: number, run: Parameters<typeof measureLoad>[0]): Promise<Served> {
  const before = processCpuMs(pid);
  const measured = await measureLoad(run);
  return { ...measured, cpuMsPerReply: (processCpuMs(pid) - before) / Math.max(1, measured.total) };
}

/** A process's resident memory in MB. */
export const rssMb = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * Home, a category listing and a product page of each store under 100 connections, as guests
 * without a cookie and as signed-in members with baskets, on the real server (PGlite in a data
 * directory seeded by an earlier start, the page cache on), beside the bare Fastify route measured in the same run.
 */
export async function benchCrowd(root: string, stores: StoreConfig[]): Promise<CrowdResult> {
  const server = await startDeployedServer(root, benchPort(2));
  const base = `http://127.0.0.1:${server.port}`;
  const rows: CrowdRow[] = [];
  try {
    const { file, bytes } = await savePage(server.port, stores[0]!);
    const bareServer = await startServerProcess(root, {
      port: benchPort(1),
      script: 'scripts/bench/bare-server.ts',
      readyPath: '/bare',
      env: { BARE_PAGE_FILE: file },
    });
    const bareRun = (path: string) =>
      served(bareServer.pid, { url: `http://127.0.0.1:${bareServer.port}${path}`, connections: CONNECTIONS, durationS: DURATION_S });
    let bare: Served, barePage: Served;
    try {
      bare = await bareRun('/bare');
      barePage = await bareRun('/bare-page');
    } finally {
      await bareServer.close();
    }
    for (const store of stores) {
      const pages = renderCostPages(store).filter((page) => !page.bare);
      const cookies = await crowdMembers(base, store);
      for (const page of pages) {
        for (const who of ['guest', 'member'] as const) {
          const measured = await served(server.pid, {
            url: base + page.path,
            connections: CONNECTIONS,
            durationS: DURATION_S,
            headers: { ...BROWSER, host: store.hosts[0]! },
            ...(who === 'member' ? { cookies } : {}),
          });
          const target = CROWD_TARGETS[who];
          const share = measured.rps / bare.rps;
          const ok = measured.failures === 0 && share >= target.shareOfBare && measured.p99 <= target.p99Ms;
          rows.push({ store: store.code, page: page.page, who, ...measured, share, ok });
        }
      }
    }
    return { bare, barePage: { ...barePage, bytes }, rows, rssMb: rssMb(server.pid) };
  } finally {
    await server.close();
  }
}

export function printCrowd(commit: string, result: CrowdResult): boolean {
  const { bare, rows } = result;
  console.log(
    `\nPages under a crowd (${CONNECTIONS} connections, ${DURATION_S} s each, brotli; PGlite in a data directory seeded by an earlier start; commit ${commit}; load ${loadavg()[0]!.toFixed(1)} on 2 cores)` +
      `\nbare Fastify route: ${Math.round(bare.rps)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms` +
      `\nthe same server sending the home page's ${(result.barePage.bytes / 1024).toFixed(1)} KB of brotli, read from a file: ${Math.round(result.barePage.rps)} req/s, p99 ${result.barePage.p99} ms` +
      `\ntargets: guests ≥ ${CROWD_TARGETS.guest.shareOfBare * 100} % of the bare req/s and p99 ≤ ${CROWD_TARGETS.guest.p99Ms} ms;` +
      ` members (signed in, a basket) ≥ ${CROWD_TARGETS.member.shareOfBare * 100} % and p99 ≤ ${CROWD_TARGETS.member.p99Ms} ms`,
  );
  const cpu = (run: Served) => `${run.cpuMsPerReply.toFixed(3)} ms`;
  console.log(
    `server CPU per reply: bare route ${cpu(bare)}, page-sized bare ${cpu(result.barePage)}` +
      ` (the load client is one process on the same 2 cores: where the server's CPU per reply times the req/s is under one core, the req/s are the client's)`,
  );
  console.log(
    '| store | page | who | req/s | share of bare | share of the page-sized bare | p50 | p99 | failed | server CPU per reply | share of bare by server CPU | target |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const ofPage = `${((row.rps / result.barePage.rps) * 100).toFixed(0)} %`;
    const byCpu = `${((bare.cpuMsPerReply / row.cpuMsPerReply) * 100).toFixed(1)} %`;
    console.log(
      `| ${row.store} | ${row.page} | ${row.who} | ${Math.round(row.rps)} | ${(row.share * 100).toFixed(1)} % | ${ofPage} | ${row.p50} ms | ${row.p99} ms | ${row.failures} | ${cpu(row)} | ${byCpu} | ${row.ok ? 'ok' : 'MISSED'} |`,
    );
  }
  const memoryOk = result.rssMb <= CROWD_TARGETS.rssMb;
  console.log(`Server RSS after the load: ${Math.round(result.rssMb)} MB (target ≤ ${CROWD_TARGETS.rssMb} MB ${memoryOk ? 'ok' : 'MISSED'})`);
  return rows.every((row) => row.ok) && memoryOk;
}
