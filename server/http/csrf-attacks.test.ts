import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient } from '../test-support/members-test-client.ts';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const agreementStatus = async (id: number) => (await t.db.query<{ status: string }>('SELECT status FROM billing_agreements WHERE id = $1', [id]))[0]?.status;

describe('CSRF guard on encoded and look-alike paths', () => {
  it('refuses a header-less text/plain POST to an API route written with escapes', async () => {
    const member = memberClient(t.app);
    expect((await member.login('demo@summit.test', 'Summit-demo-2026')).status).toBe(200);
    const [agreement] = await t.db.query<{ id: number }>(`SELECT id FROM billing_agreements WHERE customer_id = 1 AND status = 'active' ORDER BY id LIMIT 1`);
    for (const url of [`/%61pi/billing-agreements/${agreement!.id}/cancel`, `/api/billing-agreements/${agreement!.id}/%63ancel`]) {
      const reply = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: `summit_sid=${member.sid}`, 'content-type': 'text/plain' },
        payload: 'x',
      });
      expect(reply.statusCode, url).toBe(403);
    }
    expect(await agreementStatus(agreement!.id)).toBe('active');
  });

  it('compares the scheme of Origin too', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/cookie-preference-save',
      headers: { host: 'localhost:3000', origin: 'https://localhost:3000', [CLIENT_HEADER]: '1', 'content-type': 'application/json' },
      payload: { accepted_functional: false, accepted_advertising: false },
    });
    expect(reply.statusCode).toBe(403);
  });
});
