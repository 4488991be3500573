import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { CONTACT_SENDER_LIMITS } from './sender-limits.ts';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { memberClient } from '../test-support/members-test-client.ts';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MESSAGE = 'My skis arrived with a scratch on the top sheet. What can I do?';
let address = 0;
/** Each test from an address of its own, so that the rate limit counts only its own sends. */
const nextAddress = () => `198.51.100.${++address}`;
let sender = 0;
/** Each test from a sender of its own, so that the limit per sender counts only its own sends. */
const nextEmail = () => `robin${++sender}@example.com`;
const REFERENCE = /^M-[2-9A-HJ-NP-TV-Z]{4}-[2-9A-HJ-NP-TV-Z]{4}$/;
let valid = { storeId: 1, name: 'Robin Guest', email: 'robin@example.com', subject: 'Returns and refunds', message: MESSAGE };
beforeEach(() => {
  valid = { ...valid, email: nextEmail() };
});
const send = (payload: unknown, remoteAddress = nextAddress(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/send-us-message', remoteAddress, headers: { [CLIENT_HEADER]: '1', ...headers }, payload: payload as object });
const stored = (reference: string) =>
  t.db.query<{ store_id: number; customer_id: number | null; order_id: number | null; name: string; email: string; subject: string; message: string }>(
    'SELECT store_id, customer_id, order_id, name, email, subject, message FROM contact_messages WHERE reference = $1',
    [reference],
  );

describe('send-us-message', () => {
  it('stores a guest’s message and answers with its reference', async () => {
    const reply = await send({ ...valid, name: '  Robin Guest ' });
    expect(reply.statusCode).toBe(200);
    const { success, reference } = reply.json() as { success: boolean; reference: string };
    expect(success).toBe(true);
    expect(reference).toMatch(REFERENCE);
    expect(await stored(reference)).toEqual([
      { store_id: 1, customer_id: null, order_id: null, name: 'Robin Guest', email: valid.email, subject: valid.subject, message: MESSAGE },
    ]);
    expect(reply.headers['cache-control']).toBe('private, no-store');
  });

  it('stores a member’s message about one of their own orders, and refuses another’s order', async () => {
    const demo = memberClient(t.app, nextAddress());
    await demo.login('demo@summit.test', 'Summit-demo-2026');
    const [own] = await t.db.query<{ id: number }>(
      `SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = 'demo@summit.test' LIMIT 1`,
    );
    const sent = await demo.call('POST', '/api/send-us-message', { ...valid, orderId: own!.id });
    expect(sent.status).toBe(200);
    const [row] = await stored((sent.json() as { reference: string }).reference);
    expect(row).toMatchObject({ order_id: own!.id });
    expect(row!.customer_id).not.toBeNull();

    const sam = memberClient(t.app, nextAddress());
    await sam.login('sam@summit.test', 'Summit-sam-2026');
    const refused = await sam.call('POST', '/api/send-us-message', { ...valid, orderId: own!.id });
    expect(refused.status).toBe(404);
    expectErrorBody(refused.json(), 404);
  });

  it('asks a guest who names an order to sign in', async () => {
    const reply = await send({ ...valid, orderId: 1 });
    expect(reply.statusCode).toBe(401);
    expectErrorBody(reply.json(), 401);
  });

  it('refuses missing, empty, too long or malformed fields with 400 in the error shape, storing nothing', async () => {
    const [{ n: before }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')) as [{ n: number }];
    const bad: unknown[] = [
      { ...valid, name: '' },
      { ...valid, name: '   ' },
      { ...valid, email: 'not-an-address' },
      { ...valid, subject: undefined },
      { ...valid, message: 'Too short' },
      { ...valid, message: 'x'.repeat(3001) },
      { ...valid, storeId: 'one' },
      { ...valid, storeId: 4040 },
      { ...valid, orderId: -1 },
      { ...valid, name: 'Robin\r\nBcc: everyone@example.com' },
      { ...valid, name: 'Robin\u0000' },
      { ...valid, subject: 'Returns\nand refunds' },
      { ...valid, subject: 'Returns\u2028and refunds' },
      { ...valid, email: 'robin@example.com\r\n' },
    ];
    const ip = nextAddress();
    for (const payload of bad.slice(0, RATE_LIMITS.contactMessage.max)) {
      const reply = await send(payload, ip);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expectErrorBody(reply.json(), 400);
    }
    for (const payload of bad.slice(RATE_LIMITS.contactMessage.max)) expect((await send(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages'))[0]!.n).toBe(before);
  });

  it('takes five messages an address per quarter hour, then 429 in the error shape; other addresses go on', async () => {
    const ip = nextAddress();
    for (let i = 0; i < RATE_LIMITS.contactMessage.max; i++) expect((await send({ ...valid, email: nextEmail() }, ip)).statusCode).toBe(200);
    const refused = await send({ ...valid, email: nextEmail() }, ip);
    expect(refused.statusCode).toBe(429);
    expect(expectErrorBody(refused.json(), 429).message).toMatch(/^Too many requests/);
    expect((await send({ ...valid, email: nextEmail() })).statusCode).toBe(200);
  });

  it('keeps a line break the shopper typed in the message itself', async () => {
    const reply = await send({ ...valid, message: `${MESSAGE}\n\nRobin` });
    expect(reply.statusCode).toBe(200);
    expect((await stored((reply.json() as { reference: string }).reference))[0]!.message).toBe(`${MESSAGE}\n\nRobin`);
  });

  it('gives references that do not follow one another and say nothing of how many messages there are', async () => {
    const references: string[] = [];
    for (let i = 0; i < 3; i++) references.push(((await send({ ...valid, email: nextEmail() })).json() as { reference: string }).reference);
    for (const reference of references) expect(reference).toMatch(REFERENCE);
    expect(new Set(references).size).toBe(3);
    const ids = await t.db.query<{ id: number }>('SELECT id FROM contact_messages WHERE reference = ANY($1) ORDER BY id', [references]);
    expect(ids).toHaveLength(3);
    for (const { id } of ids) expect(references.join(' ')).not.toContain(String(id).padStart(4, '0'));
  });

  it('counts one sender across addresses: five messages a quarter hour from one email address, wherever they come from', async () => {
    const email = nextEmail();
    for (let i = 0; i < CONTACT_SENDER_LIMITS.perSender; i++) expect((await send({ ...valid, email })).statusCode).toBe(200);
    const refused = await send({ ...valid, email: email.toUpperCase() });
    expect(refused.statusCode).toBe(429);
    expect(expectErrorBody(refused.json(), 429).message).toMatch(/^Too many requests/);
    expect((await send({ ...valid, email: nextEmail() })).statusCode).toBe(200);
  });

  it('caps guests’ messages to a store across addresses and senders, and a member still gets through', async () => {
    const fr = { ...valid, storeId: 13 };
    for (let i = 0; i < CONTACT_SENDER_LIMITS.guestsPerStore; i++) expect((await send({ ...fr, email: nextEmail() })).statusCode, `message ${i}`).toBe(200);
    const refused = await send({ ...fr, email: nextEmail() });
    expect(refused.statusCode).toBe(429);
    expectErrorBody(refused.json(), 429);
    expect((await send({ ...valid, email: nextEmail() })).statusCode, 'another store').toBe(200);
    const demo = memberClient(t.app, nextAddress());
    await demo.login('demo@summit.test', 'Summit-demo-2026');
    expect((await demo.call('POST', '/api/send-us-message', { ...fr, email: 'demo@summit.test' })).status, 'a member').toBe(200);
  });

  it('refuses a call without the storefront’s client header (CSRF)', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/send-us-message', remoteAddress: nextAddress(), payload: valid });
    expect(reply.statusCode).toBe(403);
  });
});
