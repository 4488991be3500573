import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { loadavg } from 'node:os';
import type { StoreConfig } from '../../core/store/types.ts';
import { median } from './main-thread-figures.ts';
import { mainThreadPages } from './main-thread.ts';

/** Issue 34's target: the server's CPU time for one uncached render of home, listing and product. */
export const RENDER_CPU_TARGET_MS = 5;
/** Batches a figure is the median of; requests per batch (a bare route's are far cheaper: more of them). */
const BATCHES = 5;
const PAGE_REQUESTS = 100;
const BARE_REQUESTS = 2000;
/**
 * Requests of each page of each measured store before any is measured. A server's first renders
 * compile (V8 optimises React's and our hot functions only after many calls) and size its heap;
 * a crowd meets a server that has rendered thousands of pages. Without it, the first store
 * measured paid the warm-up: 1–2 ms more a render than the same store measured last.
 */
const WARM_UP = 100;

/** Linux's clock ticks per second for a process's CPU times (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** The process's CPU time so far (user and system), from /proc. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command's name is in parentheses and may hold spaces: the fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/**
 * How a page is rendered anew for each request. `shopper`: for the shopper who asked, as with
 * PAGE_CACHE=off. `miss`: what the page cache does when it does not hold the page (the render
 * for every visitor without a session, made into the kept body): each request is another
 * address (a newsletter's `utm_content`, which the page does not show), so none is a hit.
 */
export type RenderWay = 'shopper' | 'miss';

export interface RenderCostRow {
  page: string;
  path: string;
  /** Median of the batches: the server's CPU time per request. */
  cpuMs: number;
  bare: boolean;
  ok: boolean;
}

interface RenderTarget {
  page: string;
  path: string;
  bare?: boolean;
}

/** The pages issue 34 times on the server, as the main-thread bench opens them, after a bare route. */
const RENDERED_PAGES = ['home', 'category listing', 'product'];

export function renderCostPages(store: StoreConfig): RenderTarget[] {
  const pages = mainThreadPages(store).filter((page) => RENDERED_PAGES.includes(page.page));
  return [{ page: 'bare route (/robots.txt)', path: '/robots.txt', bare: true }, ...pages.map(({ page, path }) => ({ page, path }))];
}

/** A GET to the server on 127.0.0.1 for a store's host (a store's *.localhost name need not resolve here), read to its end. */
function get(port: number, host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    request.once('error', reject);
  });
}

/** Each page-cache miss's own address. */
let missed = 0;

/** One request at a time, without a cookie (a guest's first visit). */
async function requestMany(port: number, host: string, path: string, count: number, way: RenderWay): Promise<void> {
  for (let sent = 0; sent < count; sent++) {
    const address = way === 'miss' ? `${path}${path.includes('?') ? '&' : '?'}utm_content=bench-${missed++}` : path;
    const status = await get(port, host, address);
    if (status !== 200) throw new Error(`${host}${address} answered ${status}`);
  }
}

/** Every page of every store to be measured, WARM_UP times each, before the first is measured. */
export async function warmUpRenders(port: number, stores: StoreConfig[], way: RenderWay): Promise<void> {
  for (const store of stores) {
    for (const target of renderCostPages(store)) {
      if (!target.bare) await requestMany(port, store.hosts[0]!, target.path, WARM_UP, way);
    }
  }
}

/**
 * The server's CPU time per request of each page (after `warmUpRenders`): requests one at a time,
 * so that the process does nothing else, its CPU time read from /proc before and after each batch.
 */
export async function measureRenderCost(port: number, pid: number, store: StoreConfig, way: RenderWay): Promise<RenderCostRow[]> {
  const rows: RenderCostRow[] = [];
  for (const target of renderCostPages(store)) {
    const count = target.bare ? BARE_REQUESTS : PAGE_REQUESTS;
    const targetWay = target.bare ? 'shopper' : way;
    const perRequest: number[] = [];
    for (let batch = 0; batch < BATCHES; batch++) {
      const before = processCpuMs(pid);
      await requestMany(port, store.hosts[0]!, target.path, count, targetWay);
      perRequest.push((processCpuMs(pid) - before) / count);
    }
    const cpuMs = median(perRequest) ?? Number.NaN;
    rows.push({ page: target.page, path: target.path, cpuMs, bare: target.bare === true, ok: target.bare === true || cpuMs <= RENDER_CPU_TARGET_MS });
  }
  return rows;
}

/** Both ways of a store's pages side by side: the rows of `measureRenderCost` for `shopper` and for `miss`, in the same order. */
export function printRenderCost(store: string, commit: string, shopper: RenderCostRow[], miss: RenderCostRow[]): void {
  console.log(
    `\nServer CPU per uncached render, ${store}, no cookie, one request at a time (median of ${BATCHES} batches; commit ${commit}; load ${loadavg()[0]!.toFixed(1)})`,
  );
  console.log('| page | path | rendered for the shopper (PAGE_CACHE=off) | page-cache miss | target |');
  console.log('|---|---|---|---|---|');
  shopper.forEach((row, i) => {
    const missRow = miss[i];
    const ok = row.ok && (missRow?.ok ?? true);
    const target = row.bare ? 'baseline' : `≤ ${RENDER_CPU_TARGET_MS} ms ${ok ? 'ok' : 'MISSED'}`;
    const missed = row.bare || !missRow ? '–' : `${missRow.cpuMs.toFixed(2)} ms`;
    console.log(`| ${row.page} | ${row.path} | ${row.cpuMs.toFixed(2)} ms | ${missed} | ${target} |`);
  });
}
