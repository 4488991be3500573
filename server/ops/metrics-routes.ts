import type { FastifyInstance } from 'fastify';
import { PAGE_CACHE_HEADER } from '../html/shared-pages.ts';
import { sendError } from '../http/errors.ts';
import { addressAllowed, THIS_MACHINE, type AddressAllowList } from './allow-list.ts';
import type { ServerMetrics } from './metrics.ts';

/** Who may read `/metrics` unless METRICS_ALLOW says otherwise: this machine only. */
export const DEFAULT_METRICS_ALLOW = THIS_MACHINE;

/**
 * Times every reply and counts the page cache's answers (the header each page carries), and serves
 * `/metrics` to the allowed addresses (server/ops/allow-list.ts).
 */
export function metricsRoutes(app: FastifyInstance, metrics: ServerMetrics, access: AddressAllowList): void {
  const mayRead = addressAllowed(access);

  app.addHook('onResponse', async (request, reply) => {
    const cache = reply.getHeader(PAGE_CACHE_HEADER);
    if (typeof cache === 'string') metrics.pageCache.inc({ result: cache });
    const route = request.routeOptions.url ?? (cache === undefined ? 'unmatched' : 'page');
    metrics.requestSeconds.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayRead(request)) return sendError(reply, 403, 'The metrics are served only to the addresses METRICS_ALLOW names (docs/operating.md)');
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
