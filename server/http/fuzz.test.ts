import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../contracts/index.ts';
import type { EndpointDef } from '../../core/api/endpoint.ts';
import { memberClient } from '../test-support/members-test-client.ts';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { jsonSchemaOf } from './route.ts';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

/*
 * Requests derived from every declared endpoint, each with one field made wrong: no reply may be
 * a 5xx, every refusal has the error shape, and a refused write changes nothing.
 */

let t: TestApp;
let cookie = '';
/** A member session for the next requests: the fuzzing signs it out (auth/logout) or ends it on the way. */
async function signIn(): Promise<void> {
  const member = memberClient(t.app);
  await member.login('demo@summit.test', 'Summit-demo-2026');
  cookie = `summit_sid=${member.sid}`;
}
beforeAll(async () => {
  t = await createTestApp();
  await signIn();
});
afterAll(() => t.close());

const TEXT_VALUES = [
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '0x10',
  '1e3',
  '1.5',
  'x'.repeat(3000),
  '%',
  'true',
  '[]',
];
/** JSON nested deeper than any contract: a parser or walker that recurses per level runs out of stack. */
const DEEP_JSON = '['.repeat(12_500) + ']'.repeat(12_500);
const DEEP_OBJECT = '{"a":'.repeat(12_500) + '1' + '}'.repeat(12_500);
const JSON_VALUES: unknown[] = [null, 0, -1, 2 ** 31, 1e308, 1.5, '', 'a\u0000b', '\ud800', 'x'.repeat(20_000), true, {}, [], [1, 2], { a: { b: 1 } }];

type JsonProperty = { type?: string | string[]; format?: string; enum?: unknown[]; anyOf?: JsonProperty[] };
const propertiesOf = (schema: unknown): Record<string, JsonProperty> =>
  schema ? ((jsonSchemaOf(schema as never) as { properties?: Record<string, JsonProperty> }).properties ?? {}) : {};

/** A value the declaration accepts, so that a variant fails on the one field it changes. */
function validValue(property: JsonProperty): unknown {
  if (property.enum?.length) return property.enum[0];
  const type = Array.isArray(property.type) ? property.type[0] : (property.type ?? property.anyOf?.[0]?.type);
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return property.format === 'email' ? 'fuzz@summit.test' : 'x';
}
const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const fillPath = (path: string, value: (name: string) => string) => `/api/${path.replace(/:(\w+)/g, (_, name: string) => value(name))}`;

/** A request that passes validation, as a starting point: ids 1, other text 'x'. */
function baseRequest(endpoint: EndpointDef): { url: string; query: Record<string, string>; body: Record<string, unknown> } {
  const query = Object.fromEntries(Object.entries(propertiesOf(endpoint.query)).map(([key, property]) => [key, String(validValue(property))]));
  const body = Object.fromEntries(Object.entries(propertiesOf(endpoint.body)).map(([key, property]) => [key, validValue(property)]));
  return { url: fillPath(endpoint.path, () => '1'), query, body };
}

function variants(endpoint: EndpointDef): InjectOptions[] {
  const base = baseRequest(endpoint);
  const qs = (query: Record<string, string>) =>
    Object.entries(query)
      .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
      .join('&');
  const request = (url: string, query: Record<string, string>, payload?: unknown): InjectOptions => ({
    method: endpoint.method,
    url: `${url}${Object.keys(query).length ? `?${qs(query)}` : ''}`,
    headers: { cookie, [CLIENT_HEADER]: '1', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const out: InjectOptions[] = [];
  for (const name of paramNames(endpoint.path)) {
    for (const value of TEXT_VALUES.slice(1))
      out.push(
        request(
          fillPath(endpoint.path, (n) => (n === name ? value : '1')),
          base.query,
          hasBody ? base.body : undefined,
        ),
      );
  }
  for (const key of Object.keys(base.query)) {
    for (const value of TEXT_VALUES) out.push(request(base.url, { ...base.query, [key]: value }, hasBody ? base.body : undefined));
  }
  if (hasBody) {
    for (const key of Object.keys(base.body)) {
      for (const value of JSON_VALUES) out.push(request(base.url, base.query, { ...base.body, [key]: value }));
    }
    for (const whole of [[], 'text', 42, null]) out.push(request(base.url, base.query, whole));
    for (const deep of [DEEP_JSON, DEEP_OBJECT]) out.push({ ...request(base.url, base.query, {}), payload: deep });
    out.push({ ...request(base.url, base.query), headers: { cookie, [CLIENT_HEADER]: '1', 'content-type': 'text/plain' }, payload: 'x' });
  }
  for (const name of paramNames(endpoint.path))
    out.push(
      request(
        fillPath(endpoint.path, (n) => (n === name ? '1'.repeat(300) : '1')),
        base.query,
      ),
    );
  out.push({ ...request(`${base.url}%E0%A4%A`, {}), method: endpoint.method });
  return out;
}

/*
 * What a shopper or member owns, as one digest. Left out on purpose: when a session was last
 * used, and the attempt counters of the login lock and the sign-up limit, which count refused
 * attempts by design.
 */
const OWNED_STATE = `SELECT md5(concat_ws('|', ${[
  'customers',
  'coupons',
  'basket_items',
  'customer_addresses',
  'orders',
  'order_items',
  'shipments',
  'billing_agreements',
  'customer_brand_interests',
  'password_resets',
  'tracking_calls',
  'products',
  'product_option_values',
]
  .map((table) => `(SELECT string_agg(x::text, ',' ORDER BY x::text) FROM ${table} x)`)
  .concat([
    `(SELECT string_agg(row(id, customer_id, store_id, data)::text, ',' ORDER BY id) FROM sessions)`,
    `(SELECT string_agg(row(id, session_id, customer_id, coupon_code, reward_points_used)::text, ',' ORDER BY id) FROM baskets)`,
  ])
  .join(', ')})) AS digest`;
const ownedState = async () => (await t.db.query<{ digest: string }>(OWNED_STATE))[0]!.digest;

describe('fuzzing every declared endpoint', () => {
  it('answers no request with a 5xx, every refusal with the error shape, and a refused write changes nothing', async () => {
    const failures: string[] = [];
    let sent = 0;
    let refusedWrites = 0;
    for (const endpoint of allEndpoints) {
      const writes = endpoint.method !== 'GET';
      await signIn();
      for (const options of variants(endpoint)) {
        sent += 1;
        const before = writes ? await ownedState() : '';
        const reply = await t.app.inject(options);
        const label = `${String(options.method)} ${String(options.url).slice(0, 120)} ${String(options.payload ?? '').slice(0, 60)}`;
        if (reply.statusCode >= 500) failures.push(`${reply.statusCode} ${label}`);
        else if (reply.statusCode >= 400) {
          const body = reply.json() as { error?: unknown; message?: unknown; statusCode?: unknown };
          if (typeof body.error !== 'string' || typeof body.message !== 'string' || body.statusCode !== reply.statusCode) failures.push(`shape ${label}`);
          if (writes) {
            refusedWrites += 1;
            if ((await ownedState()) !== before) failures.push(`changed state ${reply.statusCode} ${label}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(refusedWrites).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 400_000);

  it('refuses ids beyond a PostgreSQL integer and JSON nested too deep with 400, before any processing', async () => {
    await signIn();
    for (const orderIds of ['2147483648', '1,2147483648', '9999999999']) {
      const reply = await t.app.inject({ method: 'GET', url: `/api/tracking-transaction?orderIds=${orderIds}`, headers: { cookie } });
      expect(reply.statusCode, orderIds).toBe(400);
      expect(expectErrorBody(reply.json(), 400).message).toMatch(/orderIds/);
    }
    for (const payload of [DEEP_JSON, DEEP_OBJECT]) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, [CLIENT_HEADER]: '1', 'content-type': 'application/json' },
        payload,
      });
      expect(reply.statusCode).toBe(400);
      expect(expectErrorBody(reply.json(), 400).message).toMatch(/nested/);
    }
    // The session is still signed in: the refused body reached no handler.
    expect((await t.app.inject({ method: 'GET', url: '/api/tracking-transaction?orderIds=1', headers: { cookie } })).statusCode).toBe(200);
  });

  it('answers a declared path asked with another method with 405 and Allow, takes ids only as plain decimals, and never echoes a long URL', async () => {
    for (const endpoint of allEndpoints) {
      const wrong = endpoint.method === 'GET' ? 'PUT' : 'GET';
      if (allEndpoints.some((other) => other.path === endpoint.path && other.method === wrong)) continue;
      const reply = await t.app.inject({ method: wrong, url: `/api/${endpoint.path.replace(/:\w+/g, '1')}`, headers: { cookie, [CLIENT_HEADER]: '1' } });
      expect(reply.statusCode, `${wrong} ${endpoint.path}`).toBe(405);
      expect(reply.headers.allow, endpoint.path).toContain(endpoint.method);
      expect(reply.json()).toMatchObject({ error: 'Method Not Allowed', statusCode: 405 });
    }
    for (const id of ['0x10', '1e3', '%2010', '1.0']) {
      const reply = await t.app.inject({ method: 'GET', url: `/api/order-details-new/${id}`, headers: { cookie } });
      expect(reply.statusCode, id).toBe(400);
    }
    const long = await t.app.inject({ method: 'POST', url: `/api/billing-agreements/${'7'.repeat(500)}/cancel`, headers: { cookie, [CLIENT_HEADER]: '1' } });
    expect(long.statusCode).toBe(414);
    expect(long.body).not.toContain('7777777777');
  });
});
