/** A tiny cookie-keeping client over app.inject for the members' server tests: the session and the known-device cookie, like a browser. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { CLIENT_HEADER } from '../../contracts/headers.ts';
import { DEVICE_COOKIE } from '../auth/known-devices.ts';

export interface MemberClient {
  call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: () => unknown; cookie: string | undefined }>;
  login(email: string, password: string, ip?: string): Promise<{ status: number; json: () => unknown }>;
  readonly sid: string | undefined;
  /** The known-device token the server gave at a sign-in (server/auth/known-devices.ts). */
  readonly device: string | undefined;
}

export function memberClient(app: FastifyInstance, ip = '203.0.113.7'): MemberClient {
  let sid: string | undefined;
  let device: string | undefined;
  const cookies = () => [sid && `summit_sid=${sid}`, device && `${DEVICE_COOKIE}=${device}`].filter(Boolean).join('; ');
  const client: MemberClient = {
    get sid() {
      return sid;
    },
    get device() {
      return device;
    },
    async call(method, url, body, headers = {}) {
      const reply = await app.inject({
        method,
        url,
        remoteAddress: headers['x-test-ip'] ?? ip,
        headers: { [CLIENT_HEADER]: '1', ...(cookies() ? { cookie: cookies() } : {}), ...headers },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      const cookie = reply.cookies.find((c) => c.name === 'summit_sid')?.value;
      if (cookie) sid = cookie;
      device = reply.cookies.find((c) => c.name === DEVICE_COOKIE)?.value ?? device;
      return { status: reply.statusCode, json: () => reply.json(), cookie };
    },
    login(email, password, loginIp) {
      return client.call('POST', '/api/auth/login', { email, password, storeId: 1 }, loginIp ? { 'x-test-ip': loginIp } : {});
    },
  };
  return client;
}
