import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  CLIENT_HEADERS,
  expect,
  expectOnlyConsoleErrors,
  JSON_CLIENT_HEADERS,
  refuseCookiesFirst,
  storeUrl,
  test,
  waitForPlugins,
  waitForShell,
} from './fixtures.ts';
import { lastMailedLink, signUpByApi, uniqueEmail } from './members-helpers.ts';
import { confirmFromMail, footerSignup, subscribeFromFooter } from './newsletter-helpers.ts';

/*
 * The newsletter plugin through the real UI against the reference API: the footer sign-up, its
 * modal and its confirmation by mailed link (newsletter-opt-in.spec.ts has more), the manage page
 * by mailed link (no login), the unsubscribe page, a refused link, the member's account pages
 * and the resubscribe modal (lite.localhost counts with small thresholds:
 * e2e/fixtures/stores/lite.json). Every test uses its own address: tests share one database.
 */

async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** What the database holds for a key, read through the same endpoint the manage page reads. */
async function storedSettings(page: Page, managePath: string) {
  const query = new URL(managePath, 'http://x').searchParams;
  const reply = await page.request.get(storeUrl('localhost', `/api/newsletter?hashedEmail=${query.get('h')}&hashedToken=${query.get('t')}&storeId=1`), {
    headers: CLIENT_HEADERS,
  });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as {
    subscribed: boolean;
    subscription: { id: number; selected: boolean }[];
    sport_preference: { id: number; selected: boolean }[];
  };
  return {
    subscribed: body.subscribed,
    frequency: body.subscription.filter((o) => o.selected).map((o) => o.id),
    sports: body.sport_preference.filter((o) => o.selected).map((o) => o.id),
  };
}

/**
 * Signs a fresh member up in the lite store from its page (Node's resolver does not know
 * *.localhost, the browser does), leaving the browser signed in.
 */
async function signUpInLiteStore(page: Page, email: string): Promise<void> {
  await page.goto(storeUrl('lite.localhost', '/'));
  await waitForShell(page);
  const reply = await page.evaluate(
    async ({ address, headers }) => {
      const response = await fetch('/api/auth/signup', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: address, password: 'Fresh-pass-2026', storeId: 98, data: { firstname: 'Tess', lastname: 'Ter' } }),
      });
      return (await response.json()) as { success?: boolean };
    },
    { address: email, headers: JSON_CLIENT_HEADERS },
  );
  expect(reply).toMatchObject({ success: true });
}

/** The member subscribes from the account and leaves again: whom the resubscribe offer is for. */
async function subscribeAndLeave(page: Page): Promise<void> {
  const states = await page.evaluate(async (headers) => {
    const post = async (body: object) => {
      const reply = await fetch('/api/newsletter-subscribe', {
        method: 'POST',
        headers,
        body: JSON.stringify({ store_id: 98, ...body }),
      });
      return ((await reply.json()) as { subscribed: boolean }).subscribed;
    };
    return [await post({ subscribe: 1, sports: '', frequency: 2 }), await post({ subscribe: 0 })];
  }, JSON_CLIENT_HEADERS);
  expect(states).toEqual([true, false]);
}

/** A product page of the lite store, once the deferred plugins (the newsletter's counting) have heard its view. */
async function viewProduct(page: Page, id: number): Promise<void> {
  await page.goto(storeUrl('lite.localhost', `/catalog/product/view/id/${id}`));
  await expect(page.getByTestId('product-page')).toBeVisible();
  await waitForPlugins(page);
}

const SPORT = { ski: 1, snowboard: 2, running: 7 } as const;
const FREQUENCY = { daily: 1, weekly: 2 } as const;

test.describe('newsletter by mailed link', () => {
  test.beforeEach(async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
  });

  test('a guest subscribes from the footer, confirms, chooses sports and frequency and unsubscribes by mailed link, no login', async ({ page }) => {
    // A footer sign-up, two saves, two reloads and four reads of the database: beyond the default on a busy machine.
    test.slow();
    const email = uniqueEmail('news-guest');
    const managePath = await subscribeFromFooter(page, email);
    expect(managePath).toMatch(/^\/newsletter\/manage\/\?h=[\w-]+&t=[\w-]+$/);

    await page.goto(managePath);
    const manage = page.getByTestId('newsletter-manage');
    await expect(manage.getByTestId('newsletter-email')).toHaveText(`Preferences for ${email}`);
    await expect(manage.getByTestId('subscription-status')).toHaveText('You are subscribed to our newsletter.');
    // A footer sign-up starts weekly, with no sport chosen.
    await expect(manage.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(await seriousViolations(page, '[data-testid="newsletter-manage"]')).toEqual([]);

    await manage.getByRole('checkbox', { name: 'Ski', exact: true }).check();
    await manage.getByRole('checkbox', { name: 'Running' }).check();
    await manage.getByRole('radio', { name: 'Daily' }).check();
    await manage.getByRole('button', { name: 'Save my preferences' }).click();
    await expect(manage.getByTestId('subscription-form').getByTestId('newsletter-result')).toHaveText('Your newsletter preferences have been saved.');

    // After a reload the page shows what the database holds (read through the `newsletter` endpoint the page uses).
    await page.reload();
    await expect(manage.getByRole('checkbox', { name: 'Ski', exact: true })).toBeChecked();
    await expect(manage.getByRole('checkbox', { name: 'Running' })).toBeChecked();
    await expect(manage.getByRole('checkbox', { name: 'Snowboard' })).not.toBeChecked();
    await expect(manage.getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(await storedSettings(page, managePath)).toEqual({ subscribed: true, frequency: [FREQUENCY.daily], sports: [SPORT.ski, SPORT.running] });

    await manage.getByRole('button', { name: 'Unsubscribe from all' }).click();
    await expect(manage.getByTestId('subscription-form').getByTestId('newsletter-result')).toHaveText(
      'You have unsubscribed from our newsletter. You can subscribe again here at any time.',
    );
    await expect(manage.getByTestId('subscription-status')).toBeFocused();
    await page.reload();
    await expect(manage.getByTestId('subscription-status')).toHaveText('You are not subscribed to our newsletter.');
    await expect(manage.getByRole('button', { name: 'Unsubscribe from all' })).toHaveCount(0);
    // Unsubscribing sent only the flag: the choices are kept for a return.
    expect(await storedSettings(page, managePath)).toEqual({ subscribed: false, frequency: [FREQUENCY.daily], sports: [SPORT.ski, SPORT.running] });

    // One form, one button: subscribing again saves the special offers with the sports and frequency.
    await expect(manage.getByRole('button', { name: /^(Save|Subscribe)/ })).toHaveCount(1);
    await expect(manage.getByTestId('shop-preferences-form')).toHaveCount(0);
    await manage.getByRole('checkbox', { name: 'Special offers and discount codes' }).check();
    await manage.getByRole('button', { name: 'Subscribe' }).click();
    await expect(manage.getByTestId('subscription-form').getByTestId('newsletter-result')).toHaveText('You are subscribed to our newsletter.');
    await expect(manage.getByTestId('subscription-status')).toHaveText('You are subscribed to our newsletter.');
    await expect(manage.getByRole('button', { name: /^(Save|Subscribe)/ })).toHaveCount(1);
    await page.reload();
    await expect(manage.getByRole('checkbox', { name: 'Special offers and discount codes' })).toBeChecked();
    expect((await storedSettings(page, managePath)).subscribed).toBe(true);
  });

  test('the footer stays on screen while its sign-up form loads, so the page does not shrink under the shopper', async ({ page }) => {
    await page.goto('/');
    await waitForPlugins(page);
    await expect(page.getByTestId('footer')).toBeVisible();
    await page.getByTestId('footer').evaluate((footer) => {
      const seen: string[] = [];
      (window as unknown as { footerHidden: string[] }).footerHidden = seen;
      new MutationObserver(() => {
        if (getComputedStyle(footer).display === 'none') seen.push(footer.getAttribute('style') ?? '');
      }).observe(footer, { attributes: true, attributeFilter: ['style', 'hidden', 'class'] });
    });
    await footerSignup(page);
    expect(await page.evaluate(() => (window as unknown as { footerHidden: string[] }).footerHidden)).toEqual([]);
  });

  test('a tampered link gets a clear error with a way forward, and changes nothing', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('news-tamper');
    const managePath = await subscribeFromFooter(page, email);
    const before = await storedSettings(page, managePath);
    const tampered = managePath.replace(/t=([\w-])/, (_, first: string) => `t=${first === 'A' ? 'B' : 'A'}`);
    expect(tampered).not.toBe(managePath);

    await page.goto(tampered);
    const refused = page.getByTestId('newsletter-refused-link');
    await expect(refused.getByRole('heading', { level: 1 })).toHaveText('This link no longer works');
    await expect(refused).toContainText('Nothing has been changed.');
    await expect(refused.getByLabel('Email address')).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="newsletter-refused-link"]')).toEqual([]);

    // The unsubscribe page refuses it too, before anything is sent.
    await page.goto(tampered.replace('/newsletter/manage/', '/unsubscribe/unsubscribe/index/'));
    await expect(page.getByTestId('newsletter-refused-link')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);

    expect(await storedSettings(page, managePath)).toEqual(before);
    expectOnlyConsoleErrors(consoleErrors, /status of 403/);
  });

  test('a refused link offers "Send me a new link", which mails a working link and subscribes nobody', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('news-newlink');
    const managePath = await subscribeFromFooter(page, email);
    // Unsubscribed: asking for a link must not subscribe the address again.
    const key = new URL(managePath, 'http://x').searchParams;
    const off = await page.request.put(storeUrl('localhost', '/api/newsletter-pss-preferences'), {
      headers: CLIENT_HEADERS,
      data: { hashedEmail: key.get('h'), hashedToken: key.get('t'), storeId: 1, newsletter: 0, newsletter_special_offers: 0 },
    });
    expect(off.ok()).toBe(true);
    const aged = await page.request.post(storeUrl('localhost', '/api/test/newsletter-mail-aged'), { headers: CLIENT_HEADERS, data: { email } });
    expect(aged.ok()).toBe(true);

    await page.goto(managePath.replace(/t=([\w-])/, (_, first: string) => `t=${first === 'A' ? 'B' : 'A'}`));
    const refused = page.getByTestId('newsletter-refused-link');
    await expect(refused.getByRole('heading', { level: 1 })).toHaveText('This link no longer works');
    await expect(refused.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
    await refused.getByLabel('Email address').fill(email);
    await refused.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(refused.getByTestId('new-link-result')).toHaveText('If this address gets our newsletter, a new link is on its way. Please check your inbox.');

    const fresh = new URL(await lastMailedLink(email));
    const freshPath = `${fresh.pathname}${fresh.search}`;
    expect(freshPath).not.toBe(managePath);
    await page.goto(freshPath);
    await expect(page.getByTestId('newsletter-manage').getByTestId('subscription-status')).toHaveText('You are not subscribed to our newsletter.');
    expect((await storedSettings(page, freshPath)).subscribed).toBe(false);
    expectOnlyConsoleErrors(consoleErrors, /status of 403/);
  });

  test('the unsubscribe page asks before it unsubscribes, then leads back to the manage page', async ({ page }) => {
    const email = uniqueEmail('news-unsub');
    const managePath = await subscribeFromFooter(page, email);
    const unsubscribePath = managePath.replace('/newsletter/manage/', '/unsubscribe/unsubscribe/index/');

    await page.goto(unsubscribePath);
    const unsubscribe = page.getByTestId('newsletter-unsubscribe');
    await expect(unsubscribe).toContainText(`Do you want to stop receiving our newsletter at ${email}?`);
    // Opening the link changed nothing (mail scanners open links).
    expect((await storedSettings(page, managePath)).subscribed).toBe(true);
    expect(await seriousViolations(page, '[data-testid="newsletter-unsubscribe"]')).toEqual([]);

    await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(unsubscribe.getByTestId('unsubscribed')).toHaveText(`${email} is unsubscribed: you will no longer receive our newsletter.`);
    expect((await storedSettings(page, managePath)).subscribed).toBe(false);

    await unsubscribe.getByRole('link', { name: 'Subscribe again or choose your sports' }).click();
    const manage = page.getByTestId('newsletter-manage');
    await expect(manage.getByTestId('subscription-status')).toHaveText('You are not subscribed to our newsletter.');
    await manage.getByRole('button', { name: 'Subscribe' }).click();
    await expect(manage.getByTestId('subscription-status')).toHaveText('You are subscribed to our newsletter.');
    expect((await storedSettings(page, managePath)).subscribed).toBe(true);
  });

  test('footer sign-up, its modal and the manage page work by keyboard alone', async ({ page }) => {
    const email = uniqueEmail('news-keys');
    await page.goto('/');
    await waitForShell(page);
    const signup = await footerSignup(page);
    const field = signup.getByLabel('Email address');

    // Bad input is refused on the spot, with nothing sent.
    await field.focus();
    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Enter');
    await expect(signup.getByTestId('field-error')).toHaveText('Email address must be a valid email address.');
    await expect(field).toBeFocused();

    await field.fill('');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(signup.getByRole('button', { name: 'Subscribe' })).toBeFocused();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Check your inbox' });
    await expect(modal).toBeVisible();
    expect(await modal.evaluate((dialog) => dialog.matches(':modal') && dialog.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(page, '[data-testid="modal"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(signup.getByRole('button', { name: 'Subscribe' })).toBeFocused();

    const managePath = await confirmFromMail(page, email);
    await page.goto(managePath);
    const manage = page.getByTestId('newsletter-manage');
    const snowboard = manage.getByRole('checkbox', { name: 'Snowboard' });
    await snowboard.focus();
    await page.keyboard.press('Space');
    await expect(snowboard).toBeChecked();
    await manage.getByRole('radio', { name: 'Weekly' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(manage.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await manage.getByRole('button', { name: 'Save my preferences' }).focus();
    await page.keyboard.press('Enter');
    await expect(manage.getByTestId('subscription-form').getByTestId('newsletter-result')).toHaveText('Your newsletter preferences have been saved.');
    expect(await storedSettings(page, managePath)).toMatchObject({ sports: [SPORT.snowboard], frequency: [3] });
  });
});

test.describe('newsletter in the member account', () => {
  let email = '';
  test.beforeEach(async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    email = uniqueEmail('news-member');
    await signUpByApi(page, email);
  });

  test('newsletter preferences subscribe and unsubscribe, in the account frame, and show the saved state after a reload', async ({ page }) => {
    await page.goto('/newsletter/manage/');
    // The session's hooks and the slots of the deferred plugins settle before the form is used.
    await waitForPlugins(page);
    const member = page.getByTestId('member-newsletter');
    await expect(member.getByRole('heading', { level: 1 })).toHaveText('Newsletter preferences');
    await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Newsletter preferences' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(member.getByTestId('subscription-status')).toHaveText('You are not subscribed to our newsletter.');
    expect(await seriousViolations(page, '[data-testid="member-newsletter"]')).toEqual([]);

    await member.getByRole('checkbox', { name: 'Ski', exact: true }).check();
    await member.getByRole('radio', { name: 'Monthly' }).check();
    await member.getByRole('button', { name: 'Subscribe' }).click();
    await expect(member.getByTestId('newsletter-result')).toHaveText('You are subscribed to our newsletter.');
    // A newsletter action by a member whose address is unconfirmed brings the double opt-in popup,
    // and the confirmation mail it speaks of; its link confirms the address.
    const popup = page.getByTestId('modal');
    await expect(popup).toContainText(`We have sent an email to: ${email}. Please click on the confirmation link.`);
    // The mail's link is on the store's configured origin; the test server is on another port.
    const confirmLink = new URL(await lastMailedLink(email, '/customer/account/confirm/'));
    await page.goto(confirmLink.pathname + confirmLink.search);
    await expect(page.getByTestId('email-confirm-page').getByRole('heading', { level: 1 })).toHaveText('Email address confirmed');
    await page.goto('/newsletter/manage/');
    await expect(member.getByTestId('subscription-status')).toHaveText('You are subscribed to our newsletter.');
    await expect(popup).toBeHidden();
    await expect(member.getByRole('checkbox', { name: 'Ski', exact: true })).toBeChecked();
    await expect(member.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    // The session says so too: the footer offers the preferences instead of the sign-up form.
    await page.getByTestId('footer').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('newsletter-signup')).toContainText('You get our newsletter.');

    await member.getByRole('button', { name: 'Unsubscribe from all' }).click();
    await expect(member.getByTestId('newsletter-result')).toHaveText('You have unsubscribed from our newsletter. You can subscribe again here at any time.');
  });

  test('personalisation and notification preferences save and show the saved state after a reload', async ({ page }) => {
    await page.goto('/customer/account/personalisation/');
    const personalisation = page.getByTestId('personalisation');
    await expect(personalisation.getByRole('heading', { level: 1 })).toHaveText('Personalisation');
    const emails = personalisation.getByRole('checkbox', { name: 'Do not personalise my emails' });
    const site = personalisation.getByRole('checkbox', { name: 'Do not personalise the site' });
    await expect(emails).not.toBeChecked();
    await expect(site).not.toBeChecked();
    expect(await seriousViolations(page, '[data-testid="personalisation"]')).toEqual([]);
    await emails.check();
    await personalisation.getByRole('button', { name: 'Save' }).click();
    await expect(personalisation.getByTestId('newsletter-result')).toHaveText('Your personalisation choices have been saved.');
    await page.reload();
    await expect(emails).toBeChecked();
    await expect(site).not.toBeChecked();

    // From the account frame's side navigation.
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Notification preferences' }).click();
    const notifications = page.getByTestId('notifications-preferences');
    const reminders = notifications.getByRole('checkbox', { name: 'Remind me of items left in my basket' });
    const before = await reminders.isChecked();
    await reminders.setChecked(!before);
    await notifications.getByRole('button', { name: 'Save' }).click();
    await expect(notifications.getByTestId('newsletter-result')).toHaveText('Your notification preferences have been saved.');
    await page.reload();
    await expect(reminders).toBeChecked({ checked: !before });
  });
});

test.describe('resubscribe modal', () => {
  test('appears after the configured product views for a member who left the newsletter and awards the points', async ({ page }) => {
    // lite.localhost: resubscribe after 2 product views (e2e/fixtures/stores/lite.json); the points are the default 500.
    await signUpInLiteStore(page, uniqueEmail('news-resub'));
    await subscribeAndLeave(page);
    await viewProduct(page, 1009);
    const modal = page.getByRole('dialog', { name: 'We miss you!' });
    await expect(modal).toHaveCount(0);
    await viewProduct(page, 1001);
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('newsletter-resubscribe')).toContainText('we will add 500 points to your account');
    expect(await seriousViolations(page, '[data-testid="modal"]')).toEqual([]);

    // By keyboard: focus is in the dialog; the offer is one Tab away at most.
    const offer = modal.getByRole('button', { name: 'Resubscribe and get 500 points' });
    await offer.focus();
    await page.keyboard.press('Enter');
    await expect(modal.getByTestId('resubscribed')).toHaveText('Welcome back! You are subscribed again and 500 points have been added to your account.');
    await expect(modal.getByTestId('resubscribed')).toBeFocused();
    await modal.getByRole('button', { name: 'Continue shopping' }).press('Enter');
    await expect(modal).toBeHidden();
    const account = await page.evaluate(async (headers) => (await fetch('/api/newsletter-account', { headers })).json(), CLIENT_HEADERS);
    expect(account).toMatchObject({ subscribed: true, resubscription_award_applied: true });
  });

  test('a reply with an errors list is a failure, and the list is shown', async ({ page }) => {
    await signUpInLiteStore(page, uniqueEmail('news-resub-error'));
    await subscribeAndLeave(page);
    await viewProduct(page, 1009);
    await viewProduct(page, 1001);
    const modal = page.getByRole('dialog', { name: 'We miss you!' });
    await expect(modal).toBeVisible();
    // Meanwhile the member subscribed in another tab: the server answers with its errors list and changes nothing.
    const subscribed = await page.evaluate(async (headers) => {
      const reply = await fetch('/api/newsletter-subscribe', {
        method: 'POST',
        headers,
        body: JSON.stringify({ subscribe: 1, sports: '', frequency: 2, store_id: 98 }),
      });
      return ((await reply.json()) as { subscribed: boolean }).subscribed;
    }, JSON_CLIENT_HEADERS);
    expect(subscribed).toBe(true);
    await modal.getByRole('button', { name: 'Resubscribe and get 500 points' }).click();
    await expect(modal.getByTestId('newsletter-result')).toHaveText('You are already subscribed to the newsletter.');
    await expect(modal.getByTestId('resubscribed')).toHaveCount(0);
  });

  test('never reaches a member who never subscribed: nothing to come back to, no points', async ({ page }) => {
    await signUpInLiteStore(page, uniqueEmail('news-never'));
    await viewProduct(page, 1009);
    const asked = page.waitForResponse((reply) => reply.url().includes('/api/newsletter-account'));
    await viewProduct(page, 1001);
    expect(await (await asked).json()).toMatchObject({ subscribed: false, unsubscribed: false });
    await expect(page.getByTestId('product-page')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'We miss you!' })).toHaveCount(0);
  });

  test('the counters reset when the member subscribes, and count no more', async ({ page }) => {
    await signUpInLiteStore(page, uniqueEmail('news-reset'));
    const counters = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('summit.newsletter.resubscribe.98'))) ?? 'null') as unknown;
    await viewProduct(page, 1009);
    await expect.poll(counters).toMatchObject({ product: 1, total: 1 });

    await page.goto(storeUrl('lite.localhost', '/newsletter/manage/'));
    const member = page.getByTestId('member-newsletter');
    await member.getByRole('button', { name: 'Subscribe' }).click();
    await expect(member.getByTestId('subscription-status')).toHaveText('You are subscribed to our newsletter.');
    await expect.poll(counters).toMatchObject({ product: 0, category: 0, total: 0 });

    await viewProduct(page, 1001);
    await viewProduct(page, 1009);
    expect(await counters()).toMatchObject({ product: 0, total: 0 });
    await expect(page.getByRole('dialog', { name: 'We miss you!' })).toHaveCount(0);
  });
});
