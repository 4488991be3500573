import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors.ts';
import type { PageCache } from './page-cache.ts';

/** Where whoever changes the catalog or the content (a back office, a deploy script) purges pages. */
export const PURGE_PATH = '/ops/page-cache/purge';
/** Surrogate keys as pages carry them: `store-1`, `product-42`, `category-7`, `content-3`. */
const KEY = /^[a-z_]{1,40}-\d{1,12}$/;
const MAX_KEYS = 500;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `POST /ops/page-cache/purge` with `Authorization: Bearer <PAGE_CACHE_PURGE_TOKEN>` and
 * `{"keys": ["product-42"]}`: drops this process's kept pages that show one of the keys, and
 * answers with the keys for the CDN (its Surrogate-Key or Cache-Tag purge). Without a token
 * configured there is no such route.
 */
export function pageCachePurgeRoute(app: FastifyInstance, cache: PageCache, token: string | undefined): void {
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  app.post(PURGE_PATH, async (request, reply) => {
    const given = request.headers.authorization;
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) return sendError(reply, 401, 'A valid purge token is needed');
    const keys = (request.body as { keys?: unknown } | null)?.keys;
    if (!Array.isArray(keys) || keys.length === 0 || keys.length > MAX_KEYS || !keys.every((key) => typeof key === 'string' && KEY.test(key))) {
      return sendError(reply, 400, `Send {"keys": [...]}: 1 to ${MAX_KEYS} keys such as "product-42" or "store-1"`);
    }
    return { purged: cache.purge(keys as string[]), cdnKeys: keys };
  });
}
