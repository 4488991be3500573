import { loadavg } from 'node:os';
import { createScratchDatabase, onAdminConnection } from '../../server/db/scratch-database.ts';
import { startServerProcess } from '../../tests/support/server-process.ts';
import { benchPort } from './bench-ports.ts';
import { measureLoad, type Measured } from './load.ts';
import { catalogWords, typedTerms } from './search-catalog.ts';

/**
 * Issue 13's targets: sequential p99 at 100 k products, and throughput at 10 connections against
 * the bare route (PostgreSQL). Issue 34's: a crowd of 100 connections typing distinct terms on
 * catalogs up to 10 k products (150 times the demo's), every reply within a second.
 */
export const SEARCH_TARGETS = {
  sequentialP99Ms: 30,
  atSize: 100_000,
  shareOfBareAt10: 0.25,
  crowd: { connections: 100, p99Ms: 300, maxMs: 1_000, upToSize: 10_000 },
};

const SIZES = [1_000, 10_000, 100_000];
const SEQUENTIAL_REQUESTS = 300;
const DURATION_S = 10;
const CONCURRENCY = [10, 50, 100] as const;
/** Distinct terms for the uncached concurrent runs, so that the public cache (10 s per URL) answers none of them. */
const CONCURRENT_TERMS = 60_000;

export interface SearchRow {
  size: number;
  seedSeconds: number;
  p50: number;
  p99: number;
  /** Shoppers' prefixes: the sequential sample again and again, as typing repeats them (the public cache takes the repeats). */
  at10: Measured;
  at50: Measured;
  /** Every request a new term: the index's own throughput. */
  distinctAt10: Measured;
  distinctAt50: Measured;
  distinctAt100: Measured;
  verdict: string;
  ok: boolean;
}

export interface SearchDatabase {
  label: string;
  /** The server's environment for a fresh database of this size, and how to drop it. */
  prepare(size: number): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
  /** Whether the throughput target applies to this database. */
  throughputTarget: boolean;
}

const searchPath = (term: string) => `/api/predictive-search-v2?storeId=1&q=${encodeURIComponent(term)}`;

const throughput = (base: string, paths: string[] | null, connections: number): Promise<Measured> =>
  paths ? measureLoad({ url: base + paths[0], connections, durationS: DURATION_S, paths }) : measureLoad({ url: base, connections, durationS: DURATION_S });

async function sequential(base: string, terms: string[]): Promise<{ p50: number; p99: number }> {
  // A few requests first: the process's first queries pay for planning and warming caches.
  for (const term of terms.slice(0, 10)) await fetch(base + searchPath(`${term}x`));
  const times: number[] = [];
  for (const term of terms) {
    const started = performance.now();
    const reply = await fetch(base + searchPath(term));
    await reply.arrayBuffer();
    times.push(performance.now() - started);
    if (!reply.ok) throw new Error(`predictive-search-v2 answered ${reply.status} for "${term}"`);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

/** The bare Fastify route at each concurrency, then each catalog size on the real server. */
export async function benchSearch(root: string, database: SearchDatabase): Promise<{ bare: Record<number, Measured>; rows: SearchRow[] }> {
  const bareServer = await startServerProcess(root, { port: benchPort(1), script: 'scripts/bench/bare-server.ts', readyPath: '/bare' });
  const bare: Record<number, Measured> = {};
  try {
    for (const connections of CONCURRENCY) bare[connections] = await throughput(`http://127.0.0.1:${bareServer.port}/bare`, null, connections);
  } finally {
    await bareServer.close();
  }
  const rows: SearchRow[] = [];
  for (const size of SIZES) {
    const terms = typedTerms(catalogWords(size), SEQUENTIAL_REQUESTS + CONCURRENT_TERMS);
    const fresh = await database.prepare(size);
    const started = performance.now();
    const server = await startServerProcess(root, {
      port: benchPort(3),
      script: 'scripts/bench/search-server.ts',
      env: { SEARCH_PRODUCTS: String(size), ...fresh.env },
      startupMs: 300_000,
    });
    const seedSeconds = (performance.now() - started) / 1000;
    try {
      const sample = terms.slice(0, SEQUENTIAL_REQUESTS);
      const { p50, p99 } = await sequential(server.base, sample);
      const at10 = await throughput(server.base, sample.map(searchPath), 10);
      const at50 = await throughput(server.base, sample.map(searchPath), 50);
      const distinct = terms.slice(SEQUENTIAL_REQUESTS).map(searchPath);
      const third = CONCURRENT_TERMS / 3;
      const distinctAt10 = await throughput(server.base, distinct.slice(0, third), 10);
      const distinctAt50 = await throughput(server.base, distinct.slice(third, 2 * third), 50);
      const distinctAt100 = await throughput(server.base, distinct.slice(2 * third), 100);
      const failures = [at10, at50, distinctAt10, distinctAt50, distinctAt100].reduce((sum, run) => sum + run.failures, 0);
      const problems: string[] = [];
      if (failures > 0) problems.push(`${failures} failed`);
      if (size === SEARCH_TARGETS.atSize && p99 > SEARCH_TARGETS.sequentialP99Ms) problems.push(`p99 over ${SEARCH_TARGETS.sequentialP99Ms} ms`);
      if (size === SEARCH_TARGETS.atSize && database.throughputTarget && at10.rps < SEARCH_TARGETS.shareOfBareAt10 * bare[10]!.rps) {
        problems.push(`under ${SEARCH_TARGETS.shareOfBareAt10 * 100} % of bare at 10`);
      }
      const { crowd } = SEARCH_TARGETS;
      if (size <= crowd.upToSize && distinctAt100.p99 > crowd.p99Ms) problems.push(`p99 over ${crowd.p99Ms} ms at ${crowd.connections}`);
      if (size <= crowd.upToSize && distinctAt100.max > crowd.maxMs) problems.push(`a reply over ${crowd.maxMs} ms at ${crowd.connections}`);
      const targeted = size === SEARCH_TARGETS.atSize || size <= crowd.upToSize;
      rows.push({
        size,
        seedSeconds,
        p50,
        p99,
        at10,
        at50,
        distinctAt10,
        distinctAt50,
        distinctAt100,
        ok: problems.length === 0,
        verdict: problems.length ? `MISSED: ${problems.join(', ')}` : targeted ? 'ok' : '',
      });
    } finally {
      await server.close();
      await fresh.drop();
    }
  }
  return { bare, rows };
}

export function printSearchTable(label: string, bare: Record<number, Measured>, rows: SearchRow[]): void {
  const [one] = loadavg();
  const { crowd } = SEARCH_TARGETS;
  const share = (value: number, connections: number) => `${Math.round((value / bare[connections]!.rps) * 100)} %`;
  console.log(
    `\nPredictive search on ${label} (generated catalogs, store 1; ${SEQUENTIAL_REQUESTS} distinct prefixes one after another, then ${DURATION_S} s each at 10 and 50 connections: those prefixes over and over as shoppers repeat them, and every request a new term at 10, 50 and 100; load average ${one!.toFixed(2)} on 2 cores)` +
      `\nbare Fastify route: ${CONCURRENCY.map((connections) => `${Math.round(bare[connections]!.rps)} req/s at ${connections} connections`).join(', ')}` +
      `\ntargets at ${SEARCH_TARGETS.atSize / 1000} k products: sequential p99 ≤ ${SEARCH_TARGETS.sequentialP99Ms} ms; on PostgreSQL ≥ ${SEARCH_TARGETS.shareOfBareAt10 * 100} % of the bare req/s at 10 connections (shoppers' prefixes)` +
      `\nup to ${crowd.upToSize / 1000} k products: distinct terms at ${crowd.connections} connections p99 ≤ ${crowd.p99Ms} ms, no reply over ${crowd.maxMs} ms`,
  );
  const cell = (run: Measured, connections: number) => `${Math.round(run.rps)} (${share(run.rps, connections)})`.padStart(14);
  console.log('products  start s  p50 ms  p99 ms   prefixes @10   prefixes @50   distinct @10   distinct @50  distinct @100  p99 / max ms @100  target');
  for (const row of rows) {
    const crowdLatency = `${row.distinctAt100.p99} / ${row.distinctAt100.max}`;
    console.log(
      `${String(row.size).padStart(8)}  ${row.seedSeconds.toFixed(0).padStart(7)}  ${row.p50.toFixed(1).padStart(6)}  ${row.p99.toFixed(1).padStart(6)}  ${cell(row.at10, 10)} ${cell(row.at50, 50)} ${cell(row.distinctAt10, 10)} ${cell(row.distinctAt50, 50)} ${cell(row.distinctAt100, 100)}  ${crowdLatency.padStart(17)}  ${row.verdict}`,
    );
  }
}

export const pgliteSearchDatabase: SearchDatabase = {
  label: 'PGlite (in memory)',
  throughputTarget: false,
  prepare: async () => ({ env: { SUMMIT_DB: 'memory' }, drop: async () => {} }),
};

/** A database per catalog size in a PostgreSQL cluster (the bench's scratch cluster). */
export function postgresSearchDatabase(url: string): SearchDatabase {
  return {
    label: 'PostgreSQL 15 (local cluster)',
    throughputTarget: true,
    async prepare(size) {
      const name = `summit_bench_search_${size}`;
      // A run stopped half-way leaves its database behind.
      await onAdminConnection(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      const database = await createScratchDatabase(url, name);
      return { env: { DATABASE_URL: database.url }, drop: database.drop };
    },
  };
}
