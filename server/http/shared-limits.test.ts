import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADER } from '../../contracts/headers.ts';
import { ACCOUNT_SLOWDOWN, LOCK_POLICY } from '../auth/brute-force.ts';
import { CONTACT_SENDER_LIMITS } from '../contact/sender-limits.ts';
import { createSharedTestApps, createTestApp, TEST_DATABASE_URL } from '../test-support/test-support.ts';
import { RATE_LIMITS } from './rate-limits.ts';

/*
 * The limits that protect accounts, mailboxes and the database, each at its count on one server,
 * and the same tests on two servers sharing one PostgreSQL database, the requests alternating
 * between them as a load balancer would send them: the limit holds at the same count (per-process
 * counters would let twice as many through).
 */

const SETUPS: [string, number][] = [['one server', 1], ...(TEST_DATABASE_URL ? [['two servers on one PostgreSQL', 2] as [string, number]] : [])];

describe.each(SETUPS)('rate limits on %s', (_, count) => {
  let servers: FastifyInstance[] = [];
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    // The production limit of new sessions (test servers raise it: all their visitors are one address).
    const options = { newSessionsPerAddress: RATE_LIMITS.anonymousSessions.max };
    if (count === 1) {
      const t = await createTestApp(options);
      [servers, close] = [[t.app], t.close];
    } else {
      ({ apps: servers, close } = await createSharedTestApps(count, options));
    }
  }, 60_000);
  afterAll(() => close());

  let turn = 0;
  /** A cookie-less POST from `address`, to the next server in turn. */
  const post = (url: string, address: string, payload: object) =>
    servers[turn++ % servers.length]!.inject({ method: 'POST', url, remoteAddress: address, headers: { [CLIENT_HEADER]: '1' }, payload });
  /** The statuses of `n` requests made at once, in order (a limit that reads a count before it writes one lets more through). */
  const statuses = async (n: number, request: (i: number) => ReturnType<typeof post>) =>
    (await Promise.all(Array.from({ length: n }, (_, i) => request(i)))).map((reply) => reply.statusCode).sort((a, b) => a - b);
  const allowedThenRefused = (max: number) => [...Array<number>(max).fill(200), 429];
  const message = (i: number, email: string) => ({
    storeId: 1,
    name: 'Robin Guest',
    email,
    subject: 'Returns and refunds',
    message: `Message ${i}: my skis arrived with a scratch on the top sheet.`,
  });

  it('sign-up: the sign-ups of one address', async () => {
    const max = LOCK_POLICY.maxSignupsPerAddress;
    const signup = (i: number) =>
      post('/api/auth/signup', '198.51.100.10', { email: `shared-${count}-${i}@summit.test`, password: 'Right-pass-2026', storeId: 1, data: {} });
    expect(await statuses(max + 1, signup)).toEqual(allowedThenRefused(max));
  });

  it('forgot-password: the mails one address asks for', async () => {
    const max = RATE_LIMITS.forgotPassword.max;
    const forgot = (i: number) => post('/api/auth/forgot-password', '198.51.100.11', { email: `nobody-${i}@summit.test`, storeId: 1 });
    expect(await statuses(max + 1, forgot)).toEqual(allowedThenRefused(max));
  });

  it('contact: the messages of one address, of one sender from many addresses, and of guests to one store', async () => {
    const perAddress = RATE_LIMITS.contactMessage.max;
    expect(await statuses(perAddress + 1, (i) => post('/api/send-us-message', '198.51.100.12', message(i, `address-${i}@example.com`)))).toEqual(
      allowedThenRefused(perAddress),
    );
    const perSender = CONTACT_SENDER_LIMITS.perSender;
    expect(await statuses(perSender + 1, (i) => post('/api/send-us-message', `198.51.101.${i}`, message(i, 'one-sender@example.com')))).toEqual(
      allowedThenRefused(perSender),
    );
    const perStore = CONTACT_SENDER_LIMITS.guestsPerStore;
    const toStore = (i: number) => post('/api/send-us-message', `198.51.102.${i}`, { ...message(i, `guest-${i}@example.com`), storeId: 13 });
    expect(await statuses(perStore + 1, toStore)).toEqual(allowedThenRefused(perStore));
  });

  it('anonymous sessions: the sessions one address starts without a cookie', async () => {
    const max = RATE_LIMITS.anonymousSessions.max;
    const basketAdd = () => post('/api/basket-add', '198.51.100.13', { productID: 1001, quantity: 1, options: { 101: 10102 } });
    expect(await statuses(max + 1, basketAdd)).toEqual(allowedThenRefused(max));
  });

  it('login: the guesses at one account from many addresses', async () => {
    const email = `shared-login-${count}@summit.test`;
    await post('/api/auth/signup', '198.51.100.14', { email, password: 'Right-pass-2026', storeId: 1, data: {} });
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post('/api/auth/login', `203.0.113.${i + 1}`, { email, password: `Guess-${i}-2026`, storeId: 1 })),
    );
    expect(guesses.filter((reply) => reply.statusCode === 200)).toHaveLength(ACCOUNT_SLOWDOWN.freeFailures);
  });
});
