import { SPLIT_API_PORT, SPLIT_STOREFRONT_PORT } from '../playwright.config.ts';
import { expect, expectOnlyConsoleErrors, JSON_CLIENT_HEADERS, NOT_FOUND_RESOURCE, test, waitForShell } from './fixtures.ts';
import { DEMO } from './members-helpers.ts';

const storefront = `http://localhost:${SPLIT_STOREFRONT_PORT}`;
const api = `http://localhost:${SPLIT_API_PORT}`;

/**
 * The storefront as static files on one origin, the reference API on another (CORS with
 * credentials for that origin only): what a shop with its own backend deploys.
 */
test.describe('storefront and API on two origins', () => {
  test('a guest walks home → product → basket → sign in, every call going to the API origin', async ({ page }) => {
    test.slow();
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(`${url.origin}${url.pathname}`);
    });

    await page.goto(`${storefront}/`);
    await waitForShell(page);
    await expect(page.getByRole('heading', { name: "Today's private sales" })).toBeVisible();

    await page.goto(`${storefront}/catalog/product/view/id/1009`);
    const product = page.getByTestId('product-page');
    await expect(product).toBeVisible();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await product.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByTestId('added-to-basket')).toBeVisible();
    await expect(page.getByTestId('basket-count')).toHaveText('1');

    await page
      .getByTestId('added-to-basket')
      .getByRole('link', { name: /basket/i })
      .click();
    await expect(page.getByTestId('basket-item').filter({ hasText: name })).toHaveCount(1);

    await page.goto(`${storefront}/customer/account/login/`);
    const form = page.getByTestId('login-page');
    await form.getByLabel('Email address').fill(DEMO.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('account-button')).toHaveAccessibleName('My account');
    // The guest's basket moved to the member: the session cookie is the API origin's.
    await page.goto(`${storefront}/checkout/cart`);
    await expect(page.getByTestId('basket-item').filter({ hasText: name })).toHaveCount(1);

    expect(calls.length).toBeGreaterThan(5);
    expect(calls.filter((call) => !call.startsWith(`${api}/api/`))).toEqual([]);
  });

  test('the API grants its storefront origin and no other', async ({ page, consoleErrors }) => {
    await page.goto(`${storefront}/`);
    await waitForShell(page);
    const status = await page.evaluate(
      async ({ target, headers }) => {
        const reply = await fetch(`${target}/api/basket-add`, {
          method: 'POST',
          credentials: 'include',
          headers,
          body: JSON.stringify({ productID: 1009, quantity: 1 }),
        });
        return reply.status;
      },
      { target: api, headers: JSON_CLIENT_HEADERS },
    );
    expect(status).toBe(200);
    // Another page origin (the main test server's) gets no CORS grant: the browser blocks the call.
    // From a reply of that origin that is no storefront page: a page's Content-Security-Policy would block the call first.
    await page.goto('/api/session');
    const blocked = await page.evaluate(
      async ({ target, headers }) => {
        try {
          await fetch(`${target}/api/basket-add`, {
            method: 'POST',
            credentials: 'include',
            headers,
            body: JSON.stringify({ productID: 1009, quantity: 1 }),
          });
          return 'sent';
        } catch {
          return 'blocked';
        }
      },
      { target: api, headers: JSON_CLIENT_HEADERS },
    );
    expect(blocked).toBe('blocked');
    // (The browser also asks that origin for /favicon.ico, which it does not have.)
    expectOnlyConsoleErrors(consoleErrors, /blocked by CORS policy/, /net::ERR_FAILED/, NOT_FOUND_RESOURCE);
  });
});
