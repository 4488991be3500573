import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CLIENT_HEADERS, expect, expectOnlyConsoleErrors, refuseCookiesFirst, storeUrl, test } from './fixtures.ts';
import { uniqueEmail } from './members-helpers.ts';
import { ENGLISH_SIGNUP, confirmFromMail, mailedPath, mailedPaths, signUpFromFooter, subscribeFromFooter, type SignupTexts } from './newsletter-helpers.ts';

/*
 * Double opt-in of the footer's newsletter sign-up (issue 35): a guest's sign-up counts only once
 * the link mailed to the address is followed and confirmed, and until then changes nothing the
 * owner of the address has. Through the real UI, in the UK store and, on a phone, the German one.
 */

interface Store {
  host: 'localhost' | `${string}.localhost`;
  texts: SignupTexts;
  inboxMessage: string;
  confirmTitle: string;
  confirmedTitle: string;
  subscribedStatus: string;
}

const UK: Store = {
  host: 'localhost',
  texts: ENGLISH_SIGNUP,
  inboxMessage: 'Thank you! Check your inbox and confirm your subscription with the link we sent you.',
  confirmTitle: 'Confirm your subscription',
  confirmedTitle: 'Subscription confirmed',
  subscribedStatus: 'You are subscribed to our newsletter.',
};

const DE: Store = {
  host: 'de.localhost',
  texts: { emailLabel: 'E-Mail-Adresse', subscribe: 'Anmelden', modalTitle: 'Prüfen Sie Ihren Posteingang', confirm: 'Anmeldung bestätigen' },
  inboxMessage: 'Danke! Bitte prüfen Sie Ihren Posteingang und bestätigen Sie Ihre Anmeldung mit dem Link, den wir Ihnen gesendet haben.',
  confirmTitle: 'Bestätigen Sie Ihre Anmeldung',
  confirmedTitle: 'Anmeldung bestätigt',
  subscribedStatus: 'Sie sind für unseren Newsletter angemeldet.',
};

async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** Signs up from the footer, sees "check your inbox", follows the mailed link and confirms. */
async function signUpAndConfirm(page: Page, store: Store): Promise<void> {
  const email = uniqueEmail(`news-optin-${store.host.split('.')[0]}`);
  await refuseCookiesFirst(page, store.host);
  await signUpFromFooter(page, email, store.host, store.texts);
  await expect(page.getByTestId('footer-newsletter-result')).toHaveText(store.inboxMessage);
  // Only the confirmation link went out: no manage link, nothing subscribed.
  expect(mailedPaths(email)).toEqual(['/newsletter/confirm/']);

  await page.goto(storeUrl(store.host, await mailedPath(email, '/newsletter/confirm/')));
  const confirm = page.getByTestId('newsletter-confirm');
  await expect(confirm.getByRole('heading', { level: 1 })).toHaveText(store.confirmTitle);
  // Opening the link subscribes nobody (mail scanners open links): only the button does.
  expect(mailedPaths(email)).toEqual(['/newsletter/confirm/']);
  await confirm.getByRole('button', { name: store.texts.confirm }).click();
  const confirmed = page.getByTestId('newsletter-confirmed');
  await expect(confirmed.getByRole('heading', { level: 1 })).toHaveText(store.confirmedTitle);
  await expect(confirmed.getByTestId('newsletter-confirmed-status')).toBeFocused();
  expect(await seriousViolations(page, '[data-testid="newsletter-confirmed"]')).toEqual([]);

  // Then subscribed, weekly, and the manage link is in the inbox.
  await page.goto(storeUrl(store.host, await mailedPath(email, '/newsletter/manage/')));
  const manage = page.getByTestId('newsletter-manage');
  await expect(manage.getByTestId('newsletter-email')).toContainText(email);
  await expect(manage.getByTestId('subscription-status')).toHaveText(store.subscribedStatus);
}

test.describe('the footer sign-up counts once its mailed link is confirmed', () => {
  test('in the UK store', async ({ page }) => {
    await signUpAndConfirm(page, UK);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('in the German store', async ({ page }) => {
      await signUpAndConfirm(page, DE);
    });
  });
});

test.describe('a sign-up nobody confirmed', () => {
  test.beforeEach(async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
  });

  test('leaves a subscriber’s manage link and choices as they were; a forged confirmation link changes nothing', async ({ page, consoleErrors }) => {
    test.slow();
    const email = uniqueEmail('news-optin-owner');
    const managePath = await subscribeFromFooter(page, email);
    await page.goto(managePath);
    const manage = page.getByTestId('newsletter-manage');
    await manage.getByRole('checkbox', { name: 'Snowboard' }).check();
    await manage.getByRole('button', { name: 'Save my preferences' }).click();
    await expect(manage.getByTestId('subscription-form').getByTestId('newsletter-result')).toHaveText('Your newsletter preferences have been saved.');
    // Past the one-mail-a-minute rules, as the probe signed the address up again.
    const aged = await page.request.post(storeUrl('localhost', '/api/test/newsletter-mail-aged'), { headers: CLIENT_HEADERS, data: { email } });
    expect(aged.ok()).toBe(true);

    await signUpFromFooter(page, email);
    await page.goto(managePath);
    await expect(manage.getByTestId('subscription-status')).toHaveText('You are subscribed to our newsletter.');
    await expect(manage.getByRole('checkbox', { name: 'Snowboard' })).toBeChecked();

    const forged = (await mailedPath(email, '/newsletter/confirm/')).replace(/key=([\w-])/, (_, first: string) => `key=${first === 'A' ? 'B' : 'A'}`);
    await page.goto(forged);
    await page.getByTestId('newsletter-confirm').getByRole('button', { name: 'Confirm my subscription' }).click();
    const refused = page.getByTestId('newsletter-confirm-refused');
    await expect(refused.getByRole('heading', { level: 1 })).toHaveText('This link no longer works');
    await expect(refused).toContainText('Nothing has been changed.');
    await expect(refused.getByLabel('Email address')).toBeVisible();
    expectOnlyConsoleErrors(consoleErrors, /status of 403/);

    // The real link still confirms; the choices stay.
    const freshManagePath = await confirmFromMail(page, email);
    await page.goto(freshManagePath);
    await expect(manage.getByRole('checkbox', { name: 'Snowboard' })).toBeChecked();
  });
});
