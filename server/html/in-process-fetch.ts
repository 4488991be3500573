import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IN_PROCESS_HEADER, IN_PROCESS_MARK } from '../http/request-log.ts';

/** Headers of the shopper's request that the API needs to answer as it would answer them. */
const FORWARDED = ['cookie', 'host', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

/**
 * A `fetch` that calls this server's own API in process (Fastify's inject: no socket, no second
 * request over the network), as the shopper: their cookies, host and address. Cookies the API
 * sets (a new session, a consumed flash message) are handed to `onSetCookie`, for the page's reply.
 */
export function inProcessFetch(app: FastifyInstance, shopper: FastifyRequest, onSetCookie: (cookie: string) => void): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://in-process.invalid');
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = shopper.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    headers[IN_PROCESS_HEADER] = IN_PROCESS_MARK;
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: shopper.ip,
    });
    const setCookie = reply.headers['set-cookie'];
    for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) onSetCookie(cookie);
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (name === 'set-cookie' || value === undefined) continue;
      replyHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(reply.statusCode === 204 ? null : new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers: replyHeaders });
  };
}
