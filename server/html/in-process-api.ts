import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type QueryObject, withQuery } from 'ufo';
import { parse as parseQuery } from 'node:querystring';
import { CLIENT_HEADER, STORE_HEADER } from '../../contracts/headers.ts';
import type { InProcessApi, InProcessReply } from '../../core/api/in-process.ts';
import { API_PREFIX } from '../http/csrf.ts';
import { IN_PROCESS_HEADER, IN_PROCESS_MARK } from '../http/request-log.ts';

/** Headers of the shopper's request that the API needs to answer as it would answer them. */
const FORWARDED = ['cookie', 'host', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

function bodyOf(payload: string): unknown {
  if (!payload) return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

/**
 * The server renderer's API, in process and as the shopper: their cookies, host and address.
 * A public read the API keeps fresh (navigation, page texts, blocks, products) is handed over as
 * the kept object; any other call goes through the API's routes by Fastify's inject (no socket),
 * which also fills the kept replies. Cookies the API sets (a new session, a consumed flash
 * message) are handed to `onSetCookie`, for the page's reply.
 */
export function inProcessApi(app: FastifyInstance, shopper: FastifyRequest, storeId: number, onSetCookie: (cookie: string) => void): InProcessApi {
  const headers: Record<string, string> = {
    [CLIENT_HEADER]: '1',
    [STORE_HEADER]: String(storeId),
    accept: 'application/json',
    [IN_PROCESS_HEADER]: IN_PROCESS_MARK,
  };
  for (const name of FORWARDED) {
    const value = shopper.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // The injected request sees the shopper's host and cookies and no Origin: the same for a kept reply's check.
  const asInjected = (url: string) => ({ query: parseQuery(url.split('?')[1] ?? ''), host: shopper.host, headers: { cookie: headers.cookie } });

  return async ({ endpoint, method, path, query, body }): Promise<InProcessReply> => {
    // ofetch's query spelling (ufo): a kept reply found under the URL a browser would ask for is shared with it.
    const url = withQuery(`${API_PREFIX}/${path.replace(/^\//, '')}`, (query ?? {}) as QueryObject);
    if (method === 'GET') {
      const kept = app.summit.publicReads.kept(endpoint, storeId, url, asInjected(url));
      // One that failed to compute is asked for again, as the API would be.
      const found = await kept?.catch(() => undefined);
      if (found !== undefined) return { status: 200, body: found, shared: true };
    }
    const reply = await app.inject({
      method,
      url,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
      remoteAddress: shopper.ip,
    });
    const setCookie = reply.headers['set-cookie'];
    for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) onSetCookie(cookie);
    return { status: reply.statusCode, body: bodyOf(reply.payload), shared: false };
  };
}
