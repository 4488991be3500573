import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';
import { memberClient } from '../test-support/members-test-client.ts';
import { demoOutbox, type DemoMail } from './demo-mail.ts';

/* A sign-up refused because the email has an account tells the account's owner, at most once an hour. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // As when earlier test files in this worker sent many mails: the outbox is full and drops its oldest.
  while (demoOutbox.length < 50) demoOutbox.push({ to: 'earlier@summit.test', subject: 'Earlier', link: 'http://localhost/', at: new Date(0).toISOString() });
});
afterAll(async () => {
  await t.close();
});

const GERMAN_STORE = { host: 'de.localhost:3000' };
/** The outbox keeps the last 50 mails (other test files in this worker may have filled it): mails are told apart by identity, not by place. */
const mailsTo = (email: string, before: ReadonlySet<DemoMail>) => demoOutbox.filter((mail) => !before.has(mail) && mail.to === email);

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
    const before = new Set(demoOutbox);
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
    const before = new Set(demoOutbox);
    const created = await signUp('brand-new-member@summit.test', '198.51.100.33');
    expect(created.body).toMatchObject({ success: true });
    expect(mailsTo('brand-new-member@summit.test', before)).toHaveLength(0);
  });
});
