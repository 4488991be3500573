import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADER } from '../../contracts/headers.ts';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { memberClient, type MemberClient } from '../test-support/members-test-client.ts';
import { ACCOUNT_SLOWDOWN, LOCK_POLICY } from './brute-force.ts';
import { demoOutbox } from './demo-mail.ts';

/* The probe's guesses at one account from many addresses, each within its own address's lock. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Right-pass-2026';
let accounts = 0;
/** A new member, signed up from their own browser (which the server then knows as theirs). */
async function member(): Promise<{ email: string; owner: MemberClient }> {
  const email = `slowdown-${++accounts}@summit.test`;
  const owner = memberClient(t.app, `198.51.100.${accounts}`);
  const reply = await owner.call('POST', '/api/auth/signup', { email, password: PASSWORD, storeId: 1, data: { firstname: 'Slow', lastname: 'Down' } });
  expect(reply.json()).toMatchObject({ success: true });
  expect(owner.device).toBeDefined();
  return { email, owner };
}

let attackers = 0;
/** `n` wrong passwords at once, each from an address of its own: the replies. */
const guessFromMany = (email: string, n: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) => memberClient(t.app, `203.0.${Math.floor(++attackers / 250)}.${attackers % 250}`).login(email, `Guess-${i}-2026`)),
  );

/** The time passing: the account's failures are made `seconds` older. */
const later = (email: string, seconds: number) =>
  t.db.query(`UPDATE auth_failures SET failed_at = failed_at - make_interval(secs => $2) WHERE split_part(key, '|', 1) = $1`, [`email:${email}`, seconds]);

describe('the account-wide slowdown', () => {
  it('checks only the first failures of 40 guesses from 40 addresses; the others wait, with Retry-After', async () => {
    const { email } = await member();
    const replies = await guessFromMany(email, 40);
    const checked = replies.filter((reply) => reply.status === 200);
    expect(checked).toHaveLength(ACCOUNT_SLOWDOWN.freeFailures);
    for (const reply of checked) expect(reply.json()).toMatchObject({ success: false, error_code: 'invalid_credentials' });
    const slowed = replies.filter((reply) => reply.status === 429);
    expect(slowed).toHaveLength(40 - ACCOUNT_SLOWDOWN.freeFailures);
    const body = expectErrorBody(slowed[0]!.json(), 429) as { retryAfter?: number };
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(ACCOUNT_SLOWDOWN.firstDelaySeconds);

    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.200',
      headers: { [CLIENT_HEADER]: '1' },
      payload: { email, password: 'Guess-again-2026', storeId: 1 },
    });
    expect(direct.statusCode).toBe(429);
    expect(Number(direct.headers['retry-after'])).toBe((direct.json() as { retryAfter: number }).retryAfter);
  });

  it('counts a failure stamped later than an attempt began as just now: no early wait, none past the delay', async () => {
    const { email } = await member();
    const free = await guessFromMany(email, ACCOUNT_SLOWDOWN.freeFailures - 1);
    expect(free.map((reply) => reply.status)).toEqual(free.map(() => 200));
    // As failures recorded by logins whose transactions began after the next one's but took the
    // account's lock first: their time is after the next attempt's start.
    await t.db.query(`UPDATE auth_failures SET failed_at = now() + interval '3 seconds' WHERE split_part(key, '|', 1) = $1`, [`email:${email}`]);
    const last = await guessFromMany(email, 1);
    expect(last[0]!.json()).toMatchObject({ success: false, error_code: 'invalid_credentials' });
    const slowed = await guessFromMany(email, 1);
    expect(slowed[0]!.status).toBe(429);
    expect((slowed[0]!.json() as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(ACCOUNT_SLOWDOWN.firstDelaySeconds);
  });

  it('lets the owner in from their own browser at once, from any address, while strangers wait', async () => {
    const { email, owner } = await member();
    await guessFromMany(email, 40);
    expect((await guessFromMany(email, 1))[0]!.status).toBe(429);
    const reply = await owner.login(email, PASSWORD, '192.0.2.201');
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({ success: true });
  });

  it('keeps the owner’s wait in a new browser within the cap however long the attack goes on', async () => {
    const { email } = await member();
    for (let round = 0; round < 6; round++) {
      await guessFromMany(email, 20);
      await later(email, ACCOUNT_SLOWDOWN.maxDelaySeconds);
    }
    await guessFromMany(email, 5);
    const newBrowser = memberClient(t.app, '192.0.2.202');
    const waiting = await newBrowser.login(email, PASSWORD);
    expect(waiting.status).toBe(429);
    const { retryAfter } = waiting.json() as { retryAfter: number };
    expect(retryAfter).toBeGreaterThan(ACCOUNT_SLOWDOWN.maxDelaySeconds - 5);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_SLOWDOWN.maxDelaySeconds);
    await later(email, retryAfter);
    expect((await newBrowser.login(email, PASSWORD)).json()).toMatchObject({ success: true });
  });

  it('leaves other accounts alone, from the very addresses that guessed', async () => {
    const target = await member();
    const other = await member();
    await guessFromMany(target.email, 40);
    const fromAttacker = memberClient(t.app, `203.0.${Math.floor(attackers / 250)}.${attackers % 250}`);
    expect((await fromAttacker.login(other.email, 'Guess-other-2026')).json()).toMatchObject({ success: false, error_code: 'invalid_credentials' });
    expect((await memberClient(t.app, '192.0.2.203').login(other.email, PASSWORD)).json()).toMatchObject({ success: true });
  });

  it('stops passing a known browser that keeps failing (a stolen cookie), and a reset forgets the other browsers', async () => {
    const { email, owner } = await member();
    await guessFromMany(email, 40);
    for (let i = 0; i < LOCK_POLICY.maxPerAccount; i++) {
      expect((await owner.login(email, `Stolen-guess-${i}`, `192.0.2.${210 + i}`)).json()).toMatchObject({ error_code: 'invalid_credentials' });
    }
    expect((await owner.login(email, PASSWORD, '192.0.2.220')).status).toBe(429);

    const elsewhere = memberClient(t.app, '192.0.2.221');
    await elsewhere.call('POST', '/api/auth/forgot-password', { email });
    const link = new URL(demoOutbox.filter((mail) => mail.to === email).at(-1)!.link);
    const reset = await elsewhere.call('POST', '/api/auth/reset-password', {
      customerId: Number(link.searchParams.get('id')),
      token: link.searchParams.get('token'),
      password: 'Renewed-pass-2026',
      confirmation: 'Renewed-pass-2026',
    });
    expect(reset.json()).toMatchObject({ success: true });
    const devices = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM known_devices WHERE customer_id = (SELECT id FROM customers WHERE email = $1)',
      [email],
    );
    expect(devices[0]!.n).toBe(1);
    // The reset lifted the slowdown too.
    expect((await memberClient(t.app, '192.0.2.222').login(email, 'Renewed-pass-2026')).json()).toMatchObject({ success: true });
  });
});
