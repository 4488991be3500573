import { loadavg } from 'node:os';
import { startServerProcess } from '../../tests/support/server-process.ts';
import { benchPort } from './bench-ports.ts';
import { measureLoad, type Measured } from './load.ts';
import type { SearchDatabase } from './search.ts';

/*
 * The listing API on a generated catalog of 10 k products (issue 32): the plain listing and the
 * same listing with its facets counted (facets=1), and with a brand and a price band chosen, on
 * one server over the same data. Every request is a new address (page, page size, sort), so the
 * public cache answers none of them and each figure is the database's own work.
 */

export const LISTING_PRODUCTS = 10_000;
const SEQUENTIAL_REQUESTS = 200;
const CONNECTIONS = 10;
const DURATION_S = 10;
const DISTINCT_PATHS = 20_000;
const SORTS = ['sort=_score&order=desc', 'sort=price&order=asc', 'sort=price&order=desc', 'sort=created&order=desc'];

interface ListingCase {
  name: string;
  /** Added to every request's address. */
  extra: string;
}

const CASES: ListingCase[] = [
  { name: 'plain listing', extra: '' },
  { name: 'faceted', extra: '&facets=1' },
  { name: 'faceted+filters', extra: '&facets=1&brands=3,7&prices=50-500' },
];

/** The i-th distinct listing address: its page, page size and sort vary, its listing does not. */
function listingPath(i: number, extra: string): string {
  const page = 1 + (i % 200);
  const size = 24 + (Math.floor(i / 200) % 25);
  const sort = SORTS[Math.floor(i / 5000) % SORTS.length]!;
  return `/api/cat-products-es?storeId=1&page=${page}&size=${size}&${sort}${extra}`;
}

export interface ListingRow {
  name: string;
  p50: number;
  p99: number;
  load: Measured;
}

async function sequential(base: string, warm: string[], paths: string[]): Promise<{ p50: number; p99: number }> {
  // The process's first queries pay for planning and warming caches.
  for (const path of warm) await (await fetch(base + path)).arrayBuffer();
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const reply = await fetch(base + path);
    await reply.arrayBuffer();
    times.push(performance.now() - started);
    if (!reply.ok) throw new Error(`cat-products-es answered ${reply.status} for ${path}`);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

/** Each case on one server holding the generated catalog: one request at a time, then CONNECTIONS at once. */
export async function benchListing(root: string, database: SearchDatabase): Promise<ListingRow[]> {
  const fresh = await database.prepare(LISTING_PRODUCTS);
  const server = await startServerProcess(root, {
    port: benchPort(3),
    script: 'scripts/bench/search-server.ts',
    env: { SEARCH_PRODUCTS: String(LISTING_PRODUCTS), ...fresh.env },
    startupMs: 300_000,
  });
  const rows: ListingRow[] = [];
  try {
    for (const [index, c] of CASES.entries()) {
      // Each case its own addresses: no case reads what another put in the public cache.
      const offset = index * DISTINCT_PATHS * 2;
      const sample = Array.from({ length: SEQUENTIAL_REQUESTS }, (_, i) => listingPath(offset + i, c.extra));
      const warm = Array.from({ length: 5 }, (_, i) => listingPath(offset + SEQUENTIAL_REQUESTS + i, c.extra));
      const { p50, p99 } = await sequential(server.base, warm, sample);
      const paths = Array.from({ length: DISTINCT_PATHS }, (_, i) => listingPath(offset + SEQUENTIAL_REQUESTS + 5 + i, c.extra));
      const load = await measureLoad({ url: server.base + paths[0], connections: CONNECTIONS, durationS: DURATION_S, paths });
      rows.push({ name: c.name, p50, p99, load });
    }
  } finally {
    await server.close();
    await fresh.drop();
  }
  return rows;
}

export function printListingTable(label: string, rows: ListingRow[]): void {
  const [one] = loadavg();
  console.log(
    `\nListing API on ${label} (${LISTING_PRODUCTS / 1000} k generated products, store 1, every request a new address; ` +
      `${SEQUENTIAL_REQUESTS} one after another, then ${DURATION_S} s at ${CONNECTIONS} connections; load average ${one!.toFixed(2)} on 2 cores)`,
  );
  console.log('listing             p50 ms   p99 ms   req/s @10   p50 ms @10   p99 ms @10   failed');
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(18)} ${row.p50.toFixed(1).padStart(7)}  ${row.p99.toFixed(1).padStart(7)}   ${String(Math.round(row.load.rps)).padStart(9)}   ${String(row.load.p50).padStart(10)}   ${String(row.load.p99).padStart(10)}   ${String(row.load.failures).padStart(6)}`,
    );
  }
}
