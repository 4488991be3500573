import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import pino from 'pino';

/**
 * Query parameters whose values are credentials: a reset link's token must not sit in access logs,
 * nor a newsletter link's (`t` on the pages, `hashedToken` in API calls; contracts/newsletter.ts),
 * nor an editor's preview token (`_storyblok_tk` on the pages, `preview` in API calls; contracts/stories.ts).
 */
const SECRET_PARAMS = /([?&](?:token|password|key|hashedToken|t|_storyblok_tk|preview)=)[^&#]*/gi;

/** The mark the page renderer's own calls to the API carry: a header only this process knows the value of. */
export const IN_PROCESS_HEADER = 'x-summit-in-process';
export const IN_PROCESS_MARK = randomBytes(18).toString('base64url');

/**
 * Whether a request is one of the page renderer's own calls to the API (server/html/in-process-api.ts).
 * The page's request is logged; its dozen calls would add two lines each. Their errors still are.
 */
export const isInProcessCall = (request: FastifyRequest): boolean => request.headers[IN_PROCESS_HEADER] === IN_PROCESS_MARK;

export function redactedUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * The server's logger: each request logged with method, URL (secrets redacted), host and client
 * address; no headers, so no cookie or session id. `stream` is for tests.
 *
 * Lines go to stdout as they are logged, one write each (pino's "standard mode"). Pino's default
 * destination writes asynchronously, through a thread of the pool per line unless lines pile up:
 * under a few thousand requests a second that cost a third of the CPU of a page from the cache.
 */
export function requestLogger(stream?: Writable) {
  return {
    stream: stream ?? pino.destination({ dest: 1, sync: true }),
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

/**
 * One line per request, written when the reply has gone: method, URL, host, client address,
 * status and time together. Fastify's default is two lines, one as the request arrives and one
 * as it completes: twice the lines to ship and store for the same facts. The page renderer's own
 * calls to the API are left out (`isInProcessCall`); their server errors are still logged
 * (server/http/errors.ts).
 */
export class AccessLog extends LogController {
  constructor() {
    super({ disableRequestLogging: isInProcessCall });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
