import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '../../core/api/endpoint.ts';
import { createTestApp, apiExtension, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { errorBody, HttpError } from './errors.ts';
import { route } from './route.ts';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

// Test-only endpoints exercising the route helper and the error handler.
const echo = defineEndpoint({
  name: 'test-echo',
  method: 'POST',
  path: 'test-echo/:id',
  params: z.object({ id: z.coerce.number().check(z.int()) }),
  body: z.object({ name: z.string().check(z.maxLength(20)), qty: z._default(z.number(), 1) }),
  reply: z.object({ id: z.number(), name: z.string(), qty: z.number() }),
});
const fail = defineEndpoint({
  name: 'test-fail',
  method: 'GET',
  path: 'test-fail',
  query: z.object({
    kind: z.enum(['http', 'several', 'crash', 'contract', 'refine']),
    even: z.optional(z.coerce.number().check(z.refine((n) => n % 2 === 0, 'must be even'))),
  }),
  reply: z.object({ ok: z.boolean() }),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: apiExtension((app) => {
      route(app, echo, async ({ params, body }) => ({ id: params.id, name: body.name, qty: body.qty }));
      route(app, fail, async ({ query }) => {
        if (query.kind === 'http') throw new HttpError(409, 'Already there');
        if (query.kind === 'several') throw new HttpError(422, ['Name is required.', 'Message is too short.']);
        if (query.kind === 'crash') throw new Error('secret internals');
        if (query.kind === 'contract') return { ok: 'yes' } as unknown as { ok: boolean };
        return { ok: true };
      });
    }),
  });
});
afterAll(() => t.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test-echo/7',
    payload,
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: '1', host: 'localhost:3000', ...headers },
  });

describe('route()', () => {
  it('validates and parses params and body with the declared schemas', async () => {
    const reply = await post(JSON.stringify({ name: 'Alex' }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ id: 7, name: 'Alex', qty: 1 });
    const bad = await post(JSON.stringify({ name: 42 }));
    expect(bad.statusCode).toBe(400);
    expect(expectErrorBody(bad.json(), 400).message).toBe('body/name must be string');
  });

  it('answers 400 for a check that only zod knows', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/test-fail?kind=refine&even=3' });
    expect(reply.statusCode).toBe(400);
    expect(expectErrorBody(reply.json(), 400).message).toContain('must be even');
  });
});

describe('errors', () => {
  it('answers 400 for malformed JSON and 413 for a body too large', async () => {
    const malformed = await post('{"name": ');
    expect(malformed.statusCode).toBe(400);
    expectErrorBody(malformed.json(), 400);
    const large = await post(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(large.statusCode).toBe(413);
    expectErrorBody(large.json(), 413);
  });

  it('answers an unsupported content type with 415', async () => {
    const reply = await post('name=Alex', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(reply.statusCode).toBe(415);
    expectErrorBody(reply.json(), 415);
  });

  it('answers 404 JSON for an unknown API route', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(reply.statusCode).toBe(404);
    expect(expectErrorBody(reply.json(), 404).message).toBe('Route GET /api/nope not found');
  });

  it('turns HttpError into its status and anything else into a logged, opaque 500', async () => {
    const conflict = await t.app.inject({ method: 'GET', url: '/api/test-fail?kind=http' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      error: 'Conflict',
      message: 'Already there',
      messages: ['Already there'],
      statusCode: 409,
      requestId: conflict.headers['x-request-id'],
    });
    const crash = await t.app.inject({ method: 'GET', url: '/api/test-fail?kind=crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({
      error: 'Internal Server Error',
      message: 'Internal Server Error',
      messages: ['Internal Server Error'],
      statusCode: 500,
      requestId: crash.headers['x-request-id'],
    });
    expect(crash.body).not.toContain('secret');
  });

  it('answers with every message of an error, and 500 when no status is said (spec 02 section 8)', async () => {
    const several = await t.app.inject({ method: 'GET', url: '/api/test-fail?kind=several' });
    expect(several.statusCode).toBe(422);
    expect(several.json()).toEqual({
      error: 'Unprocessable Entity',
      message: 'Name is required. Message is too short.',
      messages: ['Name is required.', 'Message is too short.'],
      statusCode: 422,
      requestId: several.headers['x-request-id'],
    });
    expect(errorBody('Something broke')).toEqual({
      error: 'Internal Server Error',
      message: 'Something broke',
      messages: ['Something broke'],
      statusCode: 500,
    });
  });

  it('refuses to send a reply that breaks the contract', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/test-fail?kind=contract' });
    expect(reply.statusCode).toBe(500);
  });
});

describe('CSRF guard', () => {
  it('refuses a POST without the client header', async () => {
    const reply = await post(JSON.stringify({ name: 'Alex' }), { [CLIENT_HEADER]: '' });
    expect(reply.statusCode).toBe(403);
    expectErrorBody(reply.json(), 403);
    // Even on routes that do not exist, before anything else happens.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/session' })).statusCode).toBe(403);
  });

  it('refuses a POST from another origin, accepts one from this host', async () => {
    expect((await post(JSON.stringify({ name: 'Alex' }), { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post(JSON.stringify({ name: 'Alex' }), { origin: 'http://fr.localhost:3000' })).statusCode).toBe(403);
    expect((await post(JSON.stringify({ name: 'Alex' }), { origin: 'null' })).statusCode).toBe(403);
    expect((await post(JSON.stringify({ name: 'Alex' }), { origin: 'http://localhost:3000' })).statusCode).toBe(200);
  });

  it('lets GET through without the header', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
  });
});

describe('bad input never reaches a 500', () => {
  const urls = [
    '/api/path-lookup?path[]=x',
    '/api/path-lookup?path=%',
    '/api/path-lookup?path=/a&path=/b',
    '/api/path-lookup?path=/ski&storeId=NaN',
    '/api/path-lookup?path=/ski&storeId=Infinity',
    '/api/path-lookup?path=%00',
    '/api/path-lookup?path=%ED%A0%80',
    '/api/category-navigation?storeId=1&type=header&type=footer',
    '/api/category-navigation?storeId=9007199254740993&type=header',
    '/api/category-navigation?storeId=%00&type=header',
    '/api/store-config?storeId=',
    '/api/store-config?storeId=2147483648',
    '/api/store-switch-options?store_type[x]=1',
    '/api/session?%=%',
  ];
  for (const url of urls) {
    it(url, async () => {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBeLessThan(500);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
    });
  }

  it('a garbage session cookie', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: 'summit_sid=%E0%A4%A' } });
    expect(reply.statusCode).toBe(200);
  });
});
