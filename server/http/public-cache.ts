import { createHash } from 'node:crypto';

/** A reply that is the same for every visitor of a store, serialised once. */
export interface CachedReply {
  body: string;
  etag: string;
}

interface Entry {
  reply: Promise<CachedReply>;
  expiresAt: number;
}

/** How long a public reply is reused inside the process; Cache-Control tells browsers and CDNs their own time. */
export const PUBLIC_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

export interface PublicCache {
  /** The cached reply for key, or the one `compute` makes (callers asking meanwhile share it). */
  get(key: string, compute: () => Promise<unknown>): Promise<CachedReply>;
  clear(): void;
}

export function etagOf(body: string): string {
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
export function createPublicCache(now: () => number = Date.now, ttlMs = PUBLIC_CACHE_TTL_MS): PublicCache {
  const entries = new Map<string, Entry>();
  return {
    get(key, compute) {
      const found = entries.get(key);
      if (found && found.expiresAt > now()) return found.reply;
      if (found) entries.delete(key);
      const reply = compute().then((value) => {
        const body = JSON.stringify(value);
        return { body, etag: etagOf(body) };
      });
      entries.set(key, { reply, expiresAt: now() + ttlMs });
      reply.catch(() => {
        if (entries.get(key)?.reply === reply) entries.delete(key);
      });
      // Oldest first in a Map: drop the oldest when full.
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return reply;
    },
    clear: () => entries.clear(),
  };
}
