import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { CLIENT_HEADERS, expect, expectOnlyConsoleErrors, NOT_FOUND_RESOURCE, storeUrl, test, waitForPlugins } from './fixtures.ts';
import { lastMailedLink, signInByApi, signUpByApi, uniqueEmail } from './members-helpers.ts';

/** The seeded member who has not confirmed their address (plugins/double-opt-in/README.md); other tests may share them, so nothing here confirms them. */
const UNCONFIRMED = { email: 'unconfirmed@summit.test', password: 'Summit-unconfirmed-2026' } as const;

const popup = (page: Page) => page.getByRole('dialog', { name: 'Confirm email address' });
const accountButton = (page: Page) => page.getByTestId('header').getByTestId('account-button');

/**
 * A new member in the unconfirmed member's state, signed in in this browser: a test that
 * confirms an address or asks for mails (one a minute per member) needs one of its own.
 */
async function freshUnconfirmedMember(page: Page): Promise<string> {
  const email = uniqueEmail('doi');
  await signUpByApi(page, email);
  const reply = await page.request.post(storeUrl('localhost', '/api/test/newsletter-action-taken'), { headers: CLIENT_HEADERS });
  expect(reply.ok()).toBe(true);
  return email;
}

async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** Presses Tab until `target` has the focus (a few presses at most: the popup has three controls). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 6 && !(await target.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('double opt-in popup', () => {
  test('the unconfirmed demo member sees it on the home page with the spec’s texts, cannot dismiss it, and does not see it on the order confirmation', async ({
    page,
    consoleErrors,
  }) => {
    await signInByApi(page, UNCONFIRMED.email, UNCONFIRMED.password);
    await page.goto('/');
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('double-opt-in')).toContainText('Almost there – one last click.');
    await expect(dialog).toContainText('We have sent an email to: unconfirmed@summit.test. Please click on the confirmation link.');
    const steps = dialog.getByRole('list', { name: 'Your progress' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Create account');
    await expect(steps.nth(1)).toContainText('Confirm email address');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(2)).toContainText('Start shopping');
    await expect(dialog).toContainText("Didn't receive an email? Request again");
    await expect(dialog).toContainText("Don't forget to check your spam folder");
    await expect(dialog.getByRole('button', { name: 'Log out' })).toBeVisible();

    // Blocking: no close button; Escape (twice: the browser's own fallback too) and the backdrop leave it open.
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.mouse.click(4, 4);
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);

    // The order confirmation (an order of someone else's: the page is the confirmation all the same).
    await page.goto('/order/success/?order_id=999999');
    const success = page.getByTestId('order-success');
    await expect(success.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
    await waitForPlugins(page);
    await expect(dialog).toBeHidden();
    // The link below the confirmation works (nothing covers it), and the next page has the popup again.
    await success.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(storeUrl('localhost', '/'));
    await expect(dialog).toBeVisible();
    expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);
  });

  test('Request again mails a new link; following it confirms the address and the popup is gone', async ({ page }) => {
    const email = await freshUnconfirmedMember(page);
    await page.goto('/');
    const dialog = popup(page);
    await expect(dialog).toContainText(`We have sent an email to: ${email}.`);
    await dialog.getByRole('button', { name: 'Request again' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Email sent');

    const link = new URL(await lastMailedLink(email));
    expect(link.pathname).toBe('/customer/account/confirm/');
    await page.goto(`${link.pathname}${link.search}`);
    const confirmed = page.getByTestId('email-confirm-page');
    await expect(confirmed.getByRole('heading', { level: 1 })).toHaveText('Email address confirmed');
    await expect(confirmed).toContainText('Thank you: your email address is confirmed.');
    await expect(confirmed.locator('[aria-current="step"]')).toContainText('Start shopping');
    expect(await seriousViolations(page, '[data-testid="email-confirm-page"]')).toEqual([]);
    await expect(dialog).toBeHidden();
    const session = await (await page.request.get(storeUrl('localhost', '/api/session'))).json();
    expect(session).toMatchObject({ is_confirmed: true, email });

    // Back where the mail was asked for (the home page), with no popup any more.
    await confirmed.getByRole('link', { name: 'Start shopping' }).click();
    await expect(page).toHaveURL(storeUrl('localhost', '/'));
    await page.reload();
    await waitForPlugins(page);
    await expect(accountButton(page)).toHaveAccessibleName('My account');
    await expect(dialog).toBeHidden();

    // The link works once: a second visit says it is done, not that it failed.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(confirmed).toContainText('Your email address is already confirmed.');
  });

  test('Request again a second time within a minute asks to wait, not to retry', async ({ page, consoleErrors }) => {
    await freshUnconfirmedMember(page);
    await page.goto('/');
    const dialog = popup(page);
    const again = dialog.getByRole('button', { name: 'Request again' });
    await again.click();
    await expect(dialog.getByRole('status')).toHaveText('Email sent');
    await again.click();
    const status = dialog.getByRole('status');
    await expect(status).toHaveText('We sent you an email less than a minute ago. Please wait a moment before asking again.');
    await expect(status).not.toHaveClass(/doi__status--error/);
    await expect(again).toBeEnabled();
    expectOnlyConsoleErrors(consoleErrors, /status of 429/);
  });

  test('Request again within a minute says to wait in the store’s language when the server gives no words', async ({ page, consoleErrors }) => {
    await signInByApi(page, UNCONFIRMED.email, UNCONFIRMED.password);
    await page.route('**/api/confirmation-email?*', (route) =>
      route.fulfill({ status: 429, json: { error: 'Too Many Requests', message: '', statusCode: 429 } }),
    );
    await page.goto('/');
    const dialog = popup(page);
    await dialog.getByRole('button', { name: 'Request again' }).click();
    await expect(dialog.getByRole('status')).toHaveText('We sent you an email less than a minute ago. Please wait a minute before asking again.');
    expectOnlyConsoleErrors(consoleErrors, /status of 429/);
  });

  test('Request again shows the error text when the endpoint fails, and is disabled while it sends', async ({ page, consoleErrors }) => {
    await signInByApi(page, UNCONFIRMED.email, UNCONFIRMED.password);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/confirmation-email?*', async (route) => {
      await held;
      await route.fulfill({ status: 503, json: { error: 'Service Unavailable', message: 'The mail service is down.', statusCode: 503 } });
    });
    await page.goto('/');
    const dialog = popup(page);
    const again = dialog.getByRole('button', { name: 'Request again' });
    await again.click();
    await expect(again).toBeDisabled();
    answer();
    await expect(dialog.getByRole('status')).toHaveText('Error: could not send email, please retry.');
    await expect(again).toBeEnabled();
    await expect(dialog).toBeVisible();
    expectOnlyConsoleErrors(consoleErrors, /status of 503/);
  });

  test('Log out signs the member out through the logout endpoint and the popup goes', async ({ page }) => {
    await signInByApi(page, UNCONFIRMED.email, UNCONFIRMED.password);
    await page.goto('/customer/account');
    await popup(page).getByRole('button', { name: 'Log out' }).click();
    await expect(popup(page)).toBeHidden();
    await expect(page).toHaveURL(storeUrl('localhost', '/'));
    await expect(accountButton(page)).toHaveAccessibleName('Sign in');
    expect(await (await page.request.get(storeUrl('localhost', '/api/session'))).json()).toMatchObject({ customer_id: null });
  });

  test('passes axe and works by keyboard alone: focus inside, Request again, then Log out', async ({ page }) => {
    await freshUnconfirmedMember(page);
    await page.goto('/');
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="modal"]')).toEqual([]);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await tabTo(page, dialog.getByRole('button', { name: 'Request again' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Email sent');
    // Tab stays in the dialog (a focus trap) and reaches Log out.
    await tabTo(page, dialog.getByRole('button', { name: 'Log out' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(accountButton(page)).toHaveAccessibleName('Sign in');
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await signInByApi(page, UNCONFIRMED.email, UNCONFIRMED.password);
    await page.goto('/');
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await dialog.getByRole('button', { name: 'Log out' }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Log out' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
