import { expect, expectOnlyConsoleErrors, test, waitForShell } from './fixtures.ts';
import { DEMO } from './members-helpers.ts';

test.describe('member basket', () => {
  test('a guest basket moves to the member at sign-in, and the member applies and removes reward points', async ({ page, consoleErrors }) => {
    await page.goto('/catalog/product/view/id/1009');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByTestId('added-to-basket')).toBeVisible();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;

    await page.goto('/customer/account/login');
    const form = page.getByTestId('login-page');
    await form.getByLabel('Email address').fill(DEMO.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('account-button')).not.toHaveAccessibleName('Sign in');

    await page.goto('/checkout/cart');
    await waitForShell(page);
    await expect(page.getByTestId('basket-item').filter({ hasText: name })).toHaveCount(1);
    const total = page.getByTestId('basket-total');
    const before = Number((await total.textContent())!.replace(/[^\d.]/g, ''));
    await expect(page.getByLabel(/Reward points \(you have \d+\)/)).toBeVisible();

    await page.getByLabel(/Reward points/).fill('999999');
    await page.getByRole('button', { name: 'Use points' }).click();
    await expect(page.getByTestId('points-form').getByTestId('field-error')).toContainText(/reward points/);
    await expect(page.getByLabel(/Reward points/)).toHaveValue('999999');
    await expect(page.getByLabel(/Reward points/)).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel(/Reward points/).fill('500');
    await page.getByRole('button', { name: 'Use points' }).click();
    await expect(page.getByTestId('points-applied')).toContainText('500 reward points used');
    await expect.poll(async () => Number((await total.textContent())!.replace(/[^\d.]/g, ''))).toBeCloseTo(before - 5, 2);

    await page.getByTestId('points-applied').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(async () => Number((await total.textContent())!.replace(/[^\d.]/g, ''))).toBeCloseTo(before, 2);
    // Refused points answer 400; the page shows the server's message instead.
    expectOnlyConsoleErrors(consoleErrors, /status of 400/);
  });
});
