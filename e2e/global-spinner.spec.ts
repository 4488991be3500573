import { expect, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { DEMO } from './members-helpers.ts';

/*
 * Spec 02 section 4: a global spinner dialog. It holds the page while the shopper's identity
 * changes (signing in, signing out), when every member-only part of the page is about to change.
 */

test('the global spinner holds the page while the member signs out, and goes with the sign-out', async ({ page }) => {
  await page.goto('/customer/account/login/');
  const form = page.getByTestId('login-page');
  await form.getByLabel('Email address').fill(DEMO.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  const accountButton = page.getByTestId('header').getByTestId('account-button');
  await expect(accountButton).toHaveAccessibleName('My account');
  await waitForShell(page);
  await waitForPlugins(page);

  // The server's answer waits until the spinner has been seen.
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/logout', async (route) => {
    await answered;
    await route.continue();
  });
  await accountButton.click();
  await page.getByTestId('account-menu').getByRole('button', { name: 'Sign out' }).click();
  const spinner = page.getByRole('status', { name: 'Please wait' });
  await expect(spinner).toBeVisible();
  release();
  await expect(accountButton).toHaveAccessibleName('Sign in');
  await expect(spinner).toBeHidden();
});
