import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';
import { memberClient } from '../test-support/members-test-client.ts';
import { demoOutbox } from './demo-mail.ts';

/* A sign-up refused because the email has an account tells the account's owner, at most once an hour. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const GERMAN_STORE = { host: 'de.localhost:3000' };
const mailsTo = (email: string, since: number) => demoOutbox.slice(since).filter((mail) => mail.to === email);

async function signUp(email: string, ip: string) {
  const reply = await memberClient(t.app, ip).call(
    'POST',
    '/api/auth/signup',
    { email, password: 'Right-pass-2026', storeId: 11, data: { firstname: 'Pro', lastname: 'Be' } },
    GERMAN_STORE,
  );
  return { status: reply.status, body: reply.json() };
}

describe('a sign-up with an email that has an account', () => {
  it('is refused as before and mails the owner one notice an hour, in the store’s language', async () => {
    const before = demoOutbox.length;
    const first = await signUp('Demo@Summit.test', '198.51.100.31');
    expect(first.body).toMatchObject({ success: false, error_code: 'signup_refused' });

    const notices = mailsTo('demo@summit.test', before);
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(notice.subject).toBe('Jemand wollte mit Ihrer E-Mail-Adresse ein Konto anlegen');
    expect(notice.text).toContain('Summit Deutschland');
    expect(notice.text).toContain('http://de.localhost:3000/customer/account/forgotpassword/');
    expect(notice.link).toBe('http://de.localhost:3000/customer/account/login/');

    // Probing again within the hour, from elsewhere: the same reply, and no second mail.
    const again = await signUp('demo@summit.test', '198.51.100.32');
    expect(again).toEqual(first);
    expect(mailsTo('demo@summit.test', before)).toHaveLength(1);
  });

  it('sends no notice for a new email', async () => {
    const before = demoOutbox.length;
    const created = await signUp('brand-new-member@summit.test', '198.51.100.33');
    expect(created.body).toMatchObject({ success: true });
    expect(mailsTo('brand-new-member@summit.test', before)).toHaveLength(0);
  });
});
