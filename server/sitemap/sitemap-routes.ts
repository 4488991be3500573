import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STORE_HEADER } from '../../contracts/headers.ts';
import { requestStore } from '../context.ts';
import { isFresh } from '../http/public-cache.ts';
import { SITEMAP_FOLDER, SITEMAP_PATH, type Sitemaps, type XmlBody } from './sitemaps.ts';

/** A file's name: its section and its number in the section, from 1. */
const FILE_NAME = /^[a-z]+-[1-9][0-9]{0,5}\.xml$/;
/** What a browser or CDN may keep it: the catalog changes by the day, not by the minute. */
const CACHE_CONTROL = 'public, max-age=3600';

function sendXml(request: FastifyRequest, reply: FastifyReply, body: XmlBody): FastifyReply {
  reply.header('cache-control', CACHE_CONTROL).header('etag', body.etag).header('vary', STORE_HEADER);
  if (isFresh(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  return reply.type('application/xml; charset=utf-8').send(body.xml);
}

/** `/sitemap.xml` of the request's store, an index of its files under `/sitemaps/` (docs/operating.md#search-engines). */
export function sitemapRoutes(app: FastifyInstance, sitemaps: Sitemaps): void {
  app.get(SITEMAP_PATH, async (request, reply) => sendXml(request, reply, (await sitemaps.of(requestStore(request))).index));
  app.get<{ Params: { file: string } }>(`${SITEMAP_FOLDER}/:file`, async (request, reply) => {
    const { file: name } = request.params;
    const body = FILE_NAME.test(name) ? (await sitemaps.of(requestStore(request))).file(name) : null;
    return body ? sendXml(request, reply, body) : reply.callNotFound();
  });
}
