import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: enough for UUIDs and tracing ids, nothing that could forge a log line. */
const FORWARDED_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id a trusted proxy sent in X-Request-ID (so one id follows the request
 * through the proxy's logs and ours), else a new one. A client's own header is not believed: it
 * could give many requests one id, or another request's.
 */
export function requestIdGenerator(trustedProxies: string | false): (request: IncomingMessage) => string {
  const trusted = trustedProxies ? proxyAddr.compile(trustedProxies.split(',').map((entry) => entry.trim())) : null;
  return (request) => {
    const forwarded = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket.remoteAddress;
    if (trusted && peer && trusted(peer, 0) && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
    return randomUUID();
  };
}

/** Every reply names its request's id, so a shopper's report or a proxy's log leads to our log lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
