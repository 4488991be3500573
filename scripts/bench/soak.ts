import { loadavg } from 'node:os';
import { CLIENT_HEADER } from '../../contracts/headers.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { startDeployedServer } from './servers.ts';
import { benchPort } from './bench-ports.ts';
import { crowdMembers, rssMb } from './crowd.ts';
import { measureLoad, type Measured } from './load.ts';
import { median } from './main-thread-figures.ts';

/** Issue 34: the server's memory stays put under a long mixed load, after its first minute. */
const SOAK_S = 600;
const SAMPLE_EVERY_S = 30;
const CONNECTIONS = 50;
/** How much the end may sit above the first minute's figure and still count as flat (a heap's sawtooth). */
const FLAT_MARGIN = 0.05;

/** What shoppers of a flash sale ask for: pages, the session each page asks after, the header's basket, predictive search. */
const PATHS = [
  '/',
  '/event/ski-flash-sale',
  '/ski/skis',
  '/catalog/product/view/id/1001',
  '/catalog/product/view/id/1018',
  '/api/session',
  '/api/basket-data?mini=1',
  '/api/predictive-search-v2?storeId=1&q=ros',
  '/search?s=rossignol',
];

export interface SoakResult {
  load: Measured;
  /** RSS in MB every SAMPLE_EVERY_S seconds, from the start of the load. */
  samples: number[];
  flat: boolean;
}

/**
 * Ten minutes of members and guests on uk's pages and calls at 50 connections, on the real
 * server (PGlite in a data directory seeded by an earlier start, the page cache on), the server's RSS read every 30 s.
 */
export async function benchSoak(root: string, store: StoreConfig): Promise<SoakResult> {
  const server = await startDeployedServer(root, benchPort(2));
  try {
    const base = `http://127.0.0.1:${server.port}`;
    // Every other request without a cookie: a guest's.
    const cookies = (await crowdMembers(base, store)).flatMap((cookie) => [cookie, '']);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMb(server.pid)), SAMPLE_EVERY_S * 1000);
    const load = await measureLoad({
      url: `${base}/`,
      connections: CONNECTIONS,
      durationS: SOAK_S,
      headers: { accept: 'text/html,application/json', 'accept-encoding': 'br, gzip', host: store.hosts[0]!, [CLIENT_HEADER]: '1' },
      paths: PATHS,
      cookies,
    }).finally(() => clearInterval(sampler));
    const firstMinute = samples[Math.floor(60 / SAMPLE_EVERY_S) - 1] ?? Number.NaN;
    const end = median(samples.slice(-3)) ?? Number.NaN;
    return { load, samples, flat: end <= firstMinute * (1 + FLAT_MARGIN) };
  } finally {
    await server.close();
  }
}

export function printSoak(commit: string, result: SoakResult): boolean {
  const { load, samples } = result;
  console.log(
    `\nSoak: ${SOAK_S / 60} minutes, ${CONNECTIONS} connections, members and guests on uk's pages, session, mini basket and search (commit ${commit}; load ${loadavg()[0]!.toFixed(1)})`,
  );
  console.log(`${Math.round(load.rps)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.failures} failed`);
  console.log(`server RSS every ${SAMPLE_EVERY_S} s (MB): ${samples.map((mb) => Math.round(mb)).join(', ')}`);
  console.log(`flat after the first minute (last three within ${FLAT_MARGIN * 100} % of it): ${result.flat ? 'yes' : 'NO'}`);
  return result.flat && load.failures === 0;
}
