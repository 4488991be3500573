import type { FastifyRequest } from 'fastify';
import type { Writable } from 'node:stream';

/**
 * Query parameters whose values are credentials: a reset link's token must not sit in access logs,
 * nor a newsletter link's (`t` on the pages, `hashedToken` in API calls; contracts/newsletter.ts),
 * nor an editor's preview token (`_storyblok_tk` on the pages, `preview` in API calls; contracts/stories.ts).
 */
const SECRET_PARAMS = /([?&](?:token|password|key|hashedToken|t|_storyblok_tk|preview)=)[^&#]*/gi;

export function redactedUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * The server's logger: each request logged with method, URL (secrets redacted), host and client
 * address; no headers, so no cookie or session id. `stream` is for tests.
 */
export function requestLogger(stream?: Writable) {
  return {
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
