import type { Page } from '@playwright/test';
import { expect, expectOnlyConsoleErrors, JSON_CLIENT_HEADERS, storeUrl, test } from './fixtures.ts';
import { DEMO, signInByApi } from './members-helpers.ts';

/*
 * Spec 02 section 3, shop configuration: order self-editing and cancellation flags. The lite
 * test store turns both off (e2e/fixtures/stores/lite.json, orders options); the UK store leaves
 * them to each order. Order 3 of the demo member is pending and lets its address be changed.
 */

const changeAddress = (page: Page) => page.getByRole('button', { name: 'Change the delivery address' });

test('a store that turns order self-service off offers no address change or cancel, whatever the order allows', async ({ page, consoleErrors }) => {
  test.slow();
  await signInByApi(page, DEMO.email, DEMO.password);
  await page.goto('/sales/order/view/order_id/3');
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(changeAddress(page)).toBeVisible();

  // Node cannot resolve lite.localhost (Chromium can): sign in from the lite store's page.
  await page.goto(storeUrl('lite.localhost', '/'));
  const signedIn = await page.evaluate(
    async ({ member, headers }) => {
      const reply = await fetch('/api/auth/login', {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...member, storeId: 98 }),
      });
      return ((await reply.json()) as { success?: boolean }).success;
    },
    { member: DEMO, headers: JSON_CLIENT_HEADERS },
  );
  expect(signedIn).toBe(true);
  await page.goto(storeUrl('lite.localhost', '/sales/order/view/order_id/3'));
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByTestId('order-address').first()).toBeVisible();
  await expect(changeAddress(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel the order' })).toHaveCount(0);

  // The API refuses it too.
  const status = await page.evaluate(async (headers) => {
    const reply = await fetch('/api/self-cancel-order', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ store_id: 98, order_id: 3 }),
    });
    return reply.status;
  }, JSON_CLIENT_HEADERS);
  expect(status).toBe(409);
  expectOnlyConsoleErrors(consoleErrors, /status of 409/);
});
