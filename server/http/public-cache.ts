import { createHash } from 'node:crypto';

/** A reply that is the same for every visitor of a store, serialised once. */
export interface CachedReply {
  body: string;
  etag: string;
}

interface Entry {
  reply: Promise<CachedReply>;
  expiresAt: number;
  /** Characters of the body once computed (0 before). */
  size: number;
}

/** How long a public reply is reused inside the process; Cache-Control tells browsers and CDNs their own time. */
export const PUBLIC_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;
/** Bodies kept at most, in characters: URLs with made-up query values cannot fill the memory. */
const MAX_CHARS = 32 * 1024 * 1024;

export interface PublicCache {
  /** The cached reply for key, or the one `compute` makes (callers asking meanwhile share it). */
  get(key: string, compute: () => Promise<unknown>): Promise<CachedReply>;
  /** The reply kept for key while it is fresh (computed or still being computed), else undefined. */
  peek(key: string): Promise<CachedReply> | undefined;
  clear(): void;
}

/** Where a store's public reply to a URL is kept: the route that fills it and the renderer that reads it agree on it. */
export const publicReplyKey = (storeId: number, url: string): string => `${storeId} ${url}`;

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the client's If-None-Match names this ETag (or `*`). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * Public reads (home data, navigation, products, listings) in process memory for a few seconds:
 * a burst of shoppers on one page costs one database read. A failed computation is not kept.
 */
export function createPublicCache(now: () => number = Date.now, ttlMs = PUBLIC_CACHE_TTL_MS, maxChars = MAX_CHARS): PublicCache {
  const entries = new Map<string, Entry>();
  let chars = 0;
  const drop = (key: string) => {
    chars -= entries.get(key)?.size ?? 0;
    entries.delete(key);
  };
  return {
    get(key, compute) {
      const found = entries.get(key);
      if (found && found.expiresAt > now()) return found.reply;
      if (found) drop(key);
      const entry: Entry = { reply: Promise.resolve({ body: '', etag: '' }), expiresAt: now() + ttlMs, size: 0 };
      entry.reply = compute().then((value) => {
        const body = JSON.stringify(value);
        if (entries.get(key) === entry) {
          entry.size = body.length;
          chars += body.length;
          // Oldest first in a Map: drop the oldest while over the budget.
          for (const oldest of entries.keys()) {
            if (chars <= maxChars || oldest === key) break;
            drop(oldest);
          }
        }
        return { body, etag: etagOf(body) };
      });
      entries.set(key, entry);
      entry.reply.catch(() => {
        if (entries.get(key) === entry) drop(key);
      });
      if (entries.size > MAX_ENTRIES) drop(entries.keys().next().value!);
      return entry.reply;
    },
    peek(key) {
      const found = entries.get(key);
      return found && found.expiresAt > now() ? found.reply : undefined;
    },
    clear: () => {
      entries.clear();
      chars = 0;
    },
  };
}
