import type { Page } from '@playwright/test';
import { expect, expectOnlyConsoleErrors, keepDrawnVariations, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { readDataLayer } from './consent-support.ts';
import { DEMO, lastMailedLink, uniqueEmail } from './members-helpers.ts';

const accountButton = (page: Page) => page.getByTestId('header').getByTestId('account-button');

async function signOutFromMenu(page: Page) {
  await accountButton(page).click();
  await page.getByTestId('account-menu').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page)).toHaveAccessibleName('Sign in');
}

async function fillLogin(page: Page, email: string, password: string) {
  const form = page.getByTestId('login-page');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('members: sign-up, sign-in, lock and password reset', () => {
  test('register, log out, log in, get locked after six failures, reset by the mailed link, log in with the new password', async ({ page, consoleErrors }) => {
    // Eleven form submissions and two full page loads: on a busy CI machine that outlasts the default timeout.
    test.slow();
    const email = uniqueEmail('journey');
    await page.goto('/customer/account/create/');
    const register = page.getByTestId('register-page');
    await register.getByLabel('Email address').fill(email);
    await register.getByLabel('Password').fill('Journey-pass-1');
    await register.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page)).toHaveAccessibleName('My account');

    await signOutFromMenu(page);

    await page.goto('/customer/account/login/');
    await fillLogin(page, email, 'Journey-pass-1');
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page)).toHaveAccessibleName('My account');
    await signOutFromMenu(page);

    await page.goto('/customer/account/login/');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await fillLogin(page, email, `Wrong-pass-${attempt}`);
      // The server's message, shown as given.
      await expect(page.getByTestId('form-message')).toHaveText('Invalid login or password.');
    }
    await fillLogin(page, email, 'Wrong-pass-6');
    await expect(page.getByTestId('form-message')).toContainText('Your account is temporarily locked');
    // Even the right password is refused while locked.
    await fillLogin(page, email, 'Journey-pass-1');
    await expect(page.getByTestId('form-message')).toContainText('Your account is temporarily locked');
    expectOnlyConsoleErrors(consoleErrors, /status of 429/);
    // The lock is tracked: queued until the shopper allows the tag manager, then in its data layer.
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'ACCEPT ALL' }).click();
    await expect
      .poll(async () => (await readDataLayer(page)).filter((entry) => (entry as { event?: string }).event === 'brute_force_lock'))
      .toEqual([
        { event: 'brute_force_lock', form: 'login' },
        { event: 'brute_force_lock', form: 'login' },
      ]);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByTestId('forgot-password-page').getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByTestId('form-message')).toHaveText('If there is an account for this email address, we have sent it a link to reset the password.');
    const link = new URL(await lastMailedLink(email));
    await page.goto(`${link.pathname}${link.search}`);
    const reset = page.getByTestId('reset-password-page');
    await reset.getByLabel('New password', { exact: true }).fill('Renewed-pass-2');
    await reset.getByLabel('Confirm the new password').fill('Renewed-pass-2');
    await reset.getByRole('button', { name: 'Save the new password' }).click();
    // The new password signs the member in and takes them to their account.
    await expect(page).toHaveURL(/\/customer\/account$/);
    await expect(accountButton(page)).toHaveAccessibleName('My account');
    await signOutFromMenu(page);
    await page.goto('/customer/account/login/');
    await fillLogin(page, email, 'Renewed-pass-2');
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page)).toHaveAccessibleName('My account');

    // The link is single-use: opened again, it says so at once, with no form to fill in vain.
    await signOutFromMenu(page);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(reset.getByTestId('reset-link-spent')).toContainText('This link has expired or was already used.');
    await expect(reset.getByLabel('New password', { exact: true })).toHaveCount(0);
    await reset.getByRole('link', { name: 'Send me a new link' }).click();
    await expect(page.getByTestId('forgot-password-page')).toBeVisible();
  });

  test('a guest sent to sign in comes back after signing in; a member on the login page goes home', async ({ page }) => {
    await page.goto('/sales/order/history/');
    await expect(page).toHaveURL(/\/customer\/account\/login\/$/);
    await fillLogin(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/sales\/order\/history\/$/);
    await expect(page.getByTestId('order-history')).toBeVisible();
    await page.goto('/customer/account/login/');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.goto('/customer/account/create/referer/abc/');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test('the login page works under its /referer/ alias and sends the member to the referer path', async ({ page }) => {
    const referer = Buffer.from('/customer/address/').toString('base64');
    await page.goto(`/customer/account/login/referer/${referer}/`);
    await fillLogin(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/customer\/address\/$/);
    await expect(page.getByTestId('address-list')).toBeVisible();
  });

  test('the member dropdown lists the spec items and closes on an outside click', async ({ page }) => {
    await page.goto('/customer/account/login/');
    await fillLogin(page, DEMO.email, DEMO.password);
    await expect(accountButton(page)).toHaveAccessibleName('My account');
    await accountButton(page).click();
    const menu = page.getByTestId('account-menu');
    await expect(menu).toContainText('Hello Alex Morgan');
    // In the spec's order: the entries of the orders and account plugins (slot account.menu), then the auth plugin's.
    await expect(menu.getByRole('listitem')).toHaveText([
      'Orders',
      'Credits & Invitations',
      'Account Information',
      'My account',
      'Sign out',
      'Help & Contact',
      'About',
    ]);
    for (const name of ['Orders', 'Credits & Invitations', 'Account Information', 'My account', 'Help & Contact', 'About']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.mouse.click(20, 500);
    await expect(menu).toBeHidden();
    await accountButton(page).click();
    await menu.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/sales\/order\/history\/$/);
    await expect(menu).toBeHidden();
  });

  test('a guest gets the sign-in modal on desktop and the members-only overlay on mobile', async ({ page }) => {
    // The demo draws Variation1 (the new login form) for half the visitors: this one sees the register modal.
    await keepDrawnVariations(page, { ab_test_pss_new_login_forms: 'original' });
    await page.goto('/');
    await waitForShell(page);
    // Spec 02 section 4: signed out, the account button opens the register modal on its sign-in form.
    await waitForPlugins(page);
    await accountButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' }).getByTestId('register-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 760 });
    await accountButton(page).click();
    const overlay = page.getByTestId('members-overlay');
    await expect(overlay).toContainText('Private sales are only accessible to our members');
    await expect(overlay.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about-us');
    await expect(overlay.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/summit.shop/');
    await overlay.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByTestId('login-page')).toBeVisible();
    await expect(overlay).toBeHidden();
  });

  test('the social login opens its permissions modal (public_profile,email)', async ({ page }) => {
    await page.goto('/customer/account/login/');
    await page.getByRole('button', { name: 'Sign in with Facebook' }).click();
    const modal = page.getByTestId('social-permissions');
    await expect(modal).toContainText('Permissions asked: public_profile,email');
    await expect(modal.getByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute('href', /scope=public_profile%2Cemail/);
  });

  test('a logout failure shows the server message in an alert', async ({ page, consoleErrors }) => {
    await page.goto('/customer/account/login/');
    await fillLogin(page, DEMO.email, DEMO.password);
    await expect(accountButton(page)).toHaveAccessibleName('My account');
    await page.route('**/api/auth/logout', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service Unavailable', message: 'Sign out is paused for maintenance.', statusCode: 503 }),
      }),
    );
    await accountButton(page).click();
    await page.getByTestId('account-menu').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sign out is paused for maintenance.' })).toBeVisible();
    await expect(accountButton(page)).toHaveAccessibleName('My account');
    expectOnlyConsoleErrors(consoleErrors, /status of 503/, /logout failed/);
  });

  test('a 429 join reply is shown as a lock on the registration page', async ({ page, consoleErrors }) => {
    await page.route('**/api/auth/signup', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'Too Many Requests', message: 'locked', statusCode: 429 }) }),
    );
    await page.goto('/customer/account/create/');
    const register = page.getByTestId('register-page');
    await register.getByLabel('Email address').fill(uniqueEmail('join-lock'));
    await register.getByLabel('Password').fill('Journey-pass-1');
    await register.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByTestId('form-message')).toHaveText('Too many attempts. Please try again later.');
    expectOnlyConsoleErrors(consoleErrors, /status of 429/);
  });
});
