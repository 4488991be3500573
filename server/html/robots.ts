import type { FastifyInstance } from 'fastify';
import { STORE_HEADER } from '../../contracts/headers.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { requestStore } from '../context.ts';
import { SITEMAP_PATH } from '../sitemap/sitemaps.ts';

/**
 * What crawlers may read: the shop's pages, not its API, the members' and checkout pages, or the
 * endless search results (which also say noindex).
 */
const RULES = ['User-agent: *', 'Disallow: /api/', 'Disallow: /checkout/', 'Disallow: /customer/', 'Disallow: /sales/', 'Disallow: /search'];

/** The store's robots.txt: the rules, and where its sitemap is (an absolute address, as the protocol asks). */
export function robotsTxt(store: Pick<StoreConfig, 'origin'>): string {
  return [...RULES, '', `Sitemap: ${store.origin}${SITEMAP_PATH}`, ''].join('\n');
}

export function robotsRoute(app: FastifyInstance): void {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('vary', STORE_HEADER)
      .send(robotsTxt(requestStore(request))),
  );
}
