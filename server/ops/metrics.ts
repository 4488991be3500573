import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/db.ts';

/** What the server counts and times, in Prometheus's text format at `/metrics`. */
export interface ServerMetrics {
  readonly registry: Registry;
  readonly requestSeconds: Histogram<'method' | 'route' | 'status_code'>;
  readonly renderSeconds: Histogram<'outcome'>;
  readonly pageCache: Counter<'result'>;
  readonly querySeconds: Histogram<'kind'>;
}

/** Requests and renders: from a cache hit (well under a millisecond) to a stalled checkout. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/**
 * A registry of its own per server (tests build many servers in one process), with Node's process
 * metrics and event-loop lag beside the server's own.
 */
export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'summit_http_request_duration_seconds',
      help: 'Time from a request to its reply, by route (the route pattern; "page" for storefront pages) and status.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    renderSeconds: new Histogram({
      name: 'summit_page_render_duration_seconds',
      help: 'Time to render a storefront page on the server, by outcome: page, redirect, or browser (left to the browser, or the render failed).',
      labelNames: ['outcome'],
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'summit_page_cache_requests_total',
      help: 'Storefront pages by what the page cache did: hit, stale, wait (for a render under way), miss, bypass.',
      labelNames: ['result'],
      registers: [registry],
    }),
    querySeconds: new Histogram({
      name: 'summit_db_query_duration_seconds',
      help: 'Time of each database statement, by kind (read or write).',
      labelNames: ['kind'],
      buckets: QUERY_BUCKETS,
      registers: [registry],
    }),
  };
}

const READ = /^\s*(select|with|show)\b/i;

/** The database with each statement timed. */
export function timedDb(db: Db, metrics: ServerMetrics): Db {
  const time = async <T>(sql: string, run: () => Promise<T>): Promise<T> => {
    const stop = metrics.querySeconds.startTimer({ kind: READ.test(sql) ? 'read' : 'write' });
    try {
      return await run();
    } finally {
      stop();
    }
  };
  const wrap = (inner: Db): Db => ({
    query: (sql, params) => time(sql, () => inner.query(sql, params)),
    exec: (sql) => time(sql, () => inner.exec(sql)),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    close: () => inner.close(),
  });
  return wrap(db);
}
