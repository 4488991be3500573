import type { KeptPage } from './kept-page.ts';

/** A server-rendered page as the cache keeps it, with the surrogate keys of what it shows. */
export type CachedPage =
  | { kind: 'page'; status: 200 | 404; body: KeptPage; keys: readonly string[] }
  | { kind: 'redirect'; status: 301 | 302; location: string; keys: readonly string[] };

/** What a render gave: the page, and whether others may be handed it (false: it set a cookie of its shopper's). */
export interface RenderedForCache {
  page: CachedPage;
  keep: boolean;
}

/** How the page was found: fresh in the cache, stale (a new render started behind it), rendered now, or waited for a render in flight. */
export type PageCacheOutcome = 'hit' | 'stale' | 'miss' | 'wait';

export interface PageCacheOptions {
  /** How long a page is handed out as it is. */
  freshMs: number;
  /** How long after that it is still handed out while one render replaces it. */
  staleMs: number;
  /** Markup kept at most, in bytes of UTF-8 (pages of made-up query strings cannot fill the memory). */
  maxBytes: number;
  now?: () => number;
}

export const PAGE_CACHE_DEFAULTS: PageCacheOptions = { freshMs: 30_000, staleMs: 300_000, maxBytes: 64 * 1024 * 1024 };

export interface PageCache {
  /**
   * The page for key: the kept one, or the one `render` makes. Requests for a page being rendered
   * wait for that render; a stale page is handed out while one render replaces it. Null when the
   * render gave no page (the browser renders it).
   */
  get(key: string, render: () => Promise<RenderedForCache | null>): Promise<{ page: CachedPage | null; outcome: PageCacheOutcome; keep: boolean }>;
  /** Drops every kept page that shows one of keys, and keeps no render that was in flight meanwhile; returns how many were dropped. */
  purge(keys: readonly string[]): number;
  readonly size: number;
}

interface Entry {
  page: CachedPage;
  storedAt: number;
  bytes: number;
}

const bytesOf = (page: CachedPage) => (page.kind === 'page' ? page.body.bytes.length : page.location.length);

export function createPageCache(options: PageCacheOptions = PAGE_CACHE_DEFAULTS): PageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<RenderedForCache | null>>();
  let bytes = 0;
  // Bumped by every purge: a render that started before one may show what it dropped.
  let generation = 0;

  const drop = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };
  const keep = (key: string, page: CachedPage) => {
    drop(key);
    const entry = { page, storedAt: now(), bytes: bytesOf(page) };
    entries.set(key, entry);
    bytes += entry.bytes;
    // Oldest first in a Map: drop the oldest while over the budget.
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes || oldest === key) break;
      drop(oldest);
    }
  };

  const start = (key: string, render: () => Promise<RenderedForCache | null>) => {
    const startedIn = generation;
    const rendering = render()
      .then((rendered) => {
        if (rendered?.keep && startedIn === generation) keep(key, rendered.page);
        return rendered;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, rendering);
    return rendering;
  };

  return {
    async get(key, render) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY;
      if (entry && age <= options.freshMs) return { page: entry.page, outcome: 'hit', keep: true };
      if (entry && age <= options.freshMs + options.staleMs) {
        // A failed render keeps the stale page until the next request tries again.
        if (!inFlight.has(key)) start(key, render).catch(() => undefined);
        return { page: entry.page, outcome: 'stale', keep: true };
      }
      const pending = inFlight.get(key);
      if (pending) {
        const rendered = await pending;
        return { page: rendered?.page ?? null, outcome: 'wait', keep: rendered?.keep ?? false };
      }
      const rendered = await start(key, render);
      return { page: rendered?.page ?? null, outcome: 'miss', keep: rendered?.keep ?? false };
    },
    purge(keys) {
      generation++;
      const dropped = new Set(keys);
      let count = 0;
      for (const [key, entry] of entries) {
        if (entry.page.keys.some((shown) => dropped.has(shown))) {
          drop(key);
          count++;
        }
      }
      return count;
    },
    get size() {
      return entries.size;
    },
  };
}
