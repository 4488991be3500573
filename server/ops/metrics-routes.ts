import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_CACHE_HEADER } from '../html/shared-pages.ts';
import { sendError } from '../http/errors.ts';
import type { ServerMetrics } from './metrics.ts';

/** Who may read `/metrics` unless METRICS_ALLOW says otherwise: this machine only. */
export const DEFAULT_METRICS_ALLOW = ['127.0.0.0/8', '::1/128'];

export interface MetricsAccess {
  /** Addresses or CIDR ranges that may read the metrics (the client address, after TRUST_PROXY). */
  allow: readonly string[];
  /** Whether a proxy is trusted to name the client (TRUST_PROXY). */
  proxyTrusted: boolean;
}

/**
 * Times every reply and counts the page cache's answers (the header each page carries), and serves
 * `/metrics` to the allowed addresses. Without a trusted proxy, a request that came through one
 * (X-Forwarded-For, Forwarded) is refused: its address is the proxy's, maybe this machine's,
 * whoever sent it.
 */
export function metricsRoutes(app: FastifyInstance, metrics: ServerMetrics, access: MetricsAccess): void {
  const allowed = proxyAddr.compile([...access.allow]);
  const mayRead = (request: FastifyRequest) => {
    if (!access.proxyTrusted && (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)) return false;
    return allowed(request.ip, 0);
  };

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
