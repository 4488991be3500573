import type { FastifyInstance } from 'fastify';

/**
 * What crawlers may read: the shop's pages, not its API, the members' and checkout pages, or the
 * endless search results (which also say noindex).
 */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Disallow: /api/',
  'Disallow: /checkout/',
  'Disallow: /customer/',
  'Disallow: /sales/',
  'Disallow: /search',
  '',
].join('\n');

export function robotsRoute(app: FastifyInstance): void {
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT));
}
