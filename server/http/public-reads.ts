import { deepFreeze } from '../../core/api/deep-freeze.ts';
import { publicReplyKey, type CachedReply, type PublicCache } from './public-cache.ts';

/**
 * What decides whether a request gets an endpoint's public reply: its query and the host it was
 * sent to. A FastifyRequest is one; the server renderer describes its in-process calls as one.
 */
export interface PublicReadRequest {
  query: unknown;
  host: string;
  headers: { origin?: string | undefined; cookie?: string | undefined };
}

export type PublicWhen = (request: PublicReadRequest) => boolean;

/**
 * The endpoints whose replies are the same for every visitor of a store (`route`'s publicSeconds),
 * and their replies as the public cache keeps them, for callers inside the process (the server
 * renderer) that would otherwise go through HTTP to read what the cache already holds.
 */
export interface PublicReads {
  declare(endpoint: string, publicWhen?: PublicWhen): void;
  /**
   * The kept reply's JSON, parsed once and frozen, so one object serves every caller until the
   * entry expires; undefined when the endpoint is not public, the request would not get the public
   * reply (a content editor's draft), or nothing fresh is kept for the store's URL.
   */
  kept(endpoint: string, storeId: number, url: string, request: PublicReadRequest): Promise<unknown> | undefined;
}

export function createPublicReads(cache: PublicCache): PublicReads {
  const declared = new Map<string, PublicWhen | null>();
  const parsed = new WeakMap<CachedReply, unknown>();
  const parsedOnce = (reply: CachedReply) => {
    if (!parsed.has(reply)) parsed.set(reply, deepFreeze(JSON.parse(reply.body)));
    return parsed.get(reply);
  };
  return {
    declare(endpoint, publicWhen) {
      declared.set(endpoint, publicWhen ?? null);
    },
    kept(endpoint, storeId, url, request) {
      const publicWhen = declared.get(endpoint);
      if (publicWhen === undefined || (publicWhen && !publicWhen(request))) return undefined;
      return cache.peek(publicReplyKey(storeId, url))?.then(parsedOnce);
    },
  };
}
