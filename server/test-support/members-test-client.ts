/** A tiny cookie-keeping client over app.inject for the members' server tests. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

export interface MemberClient {
  call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: () => unknown; cookie: string | undefined }>;
  login(email: string, password: string, ip?: string): Promise<{ status: number; json: () => unknown }>;
  readonly sid: string | undefined;
}

export function memberClient(app: FastifyInstance, ip = '203.0.113.7'): MemberClient {
  let sid: string | undefined;
  const client: MemberClient = {
    get sid() {
      return sid;
    },
    async call(method, url, body, headers = {}) {
      const reply = await app.inject({
        method,
        url,
        remoteAddress: headers['x-test-ip'] ?? ip,
        headers: { [CLIENT_HEADER]: '1', ...(sid ? { cookie: `summit_sid=${sid}` } : {}), ...headers },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      const cookie = reply.cookies.find((c) => c.name === 'summit_sid')?.value;
      if (cookie) sid = cookie;
      return { status: reply.statusCode, json: () => reply.json(), cookie };
    },
    login(email, password, loginIp) {
      return client.call('POST', '/api/auth/login', { email, password, storeId: 1 }, loginIp ? { 'x-test-ip': loginIp } : {});
    },
  };
  return client;
}
