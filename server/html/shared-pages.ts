import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoreConfig } from '../../core/store/types.ts';
import { chooseEncoding } from '../http/compression.ts';
import { isFresh } from '../http/public-cache.ts';
import { inlineSourcesOf, keptPage, withHashes } from './kept-page.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import type { createPageRenderer } from './server-rendering.ts';
import type { PageAudience } from './shared-session.ts';

/** How the server's page cache found the page (hit, stale, miss, wait, bypass): for logs and load tests. */
export const PAGE_CACHE_HEADER = 'x-summit-page-cache';

/** A page for every visitor without a session: CDNs keep it a minute, and hand it out for five more while they fetch it again. */
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export interface SharedPages {
  cache: PageCache;
  render: ReturnType<typeof createPageRenderer>;
  /** The store's page template and Content-Security-Policy. */
  template: string;
  policy: string;
}

/**
 * Replies with the page everyone in the audience gets: the kept one, or one rendered now (and
 * kept, unless its render set a cookie of this shopper's or a part of it failed). The shopper's
 * own parts (basket, name) are not in it: the browser fills them from the session. Returns false
 * when there is no page for the browser to hydrate (it then renders the page itself).
 */
export async function sendSharedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  store: StoreConfig,
  audience: Extract<PageAudience, { shared: true }>,
  shared: SharedPages,
): Promise<boolean> {
  let cookies: string[] = [];
  const found = await shared.cache.get(`${request.host} ${store.storeId} ${request.url} ${audience.key}`, async () => {
    const result = await shared.render(request, store, shared.template, null, audience.session);
    if (!result) return null;
    cookies = result.cookies;
    const { page } = result;
    const kept: CachedPage = page.kind === 'page' ? { ...page, body: keptPage(page.bytes, page.inline ?? inlineSourcesOf(page.bytes.toString('utf8'))) } : page;
    return { page: kept, keep: cookies.length === 0 && !result.degraded };
  });
  const { page } = found;
  if (!page) return false;
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header(PAGE_CACHE_HEADER, found.outcome);
  if (page.kind === 'redirect') {
    void reply.code(page.status).header('location', page.location).header('cache-control', 'no-cache').send();
    return true;
  }

  const { body } = page;
  reply.header('content-security-policy', withHashes(shared.policy, body)).header('etag', body.etag);
  // Everyone without a session gets the same reply: a CDN may keep it too, and drop it by its keys.
  if (page.status === 200 && audience.anonymous && found.keep) {
    reply.header('cache-control', PUBLIC).header('surrogate-key', page.keys.join(' ')).header('cache-tag', page.keys.join(','));
  }
  if (page.status === 200 && isFresh(request.headers['if-none-match'], body.etag)) {
    void reply.code(304).send();
    return true;
  }
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('vary', `${String(reply.getHeader('vary'))}, Accept-Encoding`);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) {
    void reply.header('content-length', body.bytes.length).send(body.bytes);
    return true;
  }
  const compressed = body.compressed(encoding);
  void reply.header('content-encoding', encoding).header('content-length', compressed.length).send(compressed);
  return true;
}
