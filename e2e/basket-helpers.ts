import type { Page } from '@playwright/test';
import { expect, storeUrl } from './fixtures.ts';

/** Setup for the basket page's own specs: a shopper of a store who answered the cookie question, with products in the basket. */

export type Host = Parameters<typeof storeUrl>[0];

/** The first page of a run can take long on a busy machine (a cold server): it gets more time than the assertions. */
const FIRST_PAGE_MS = 30_000;

/** Calls the store's API from one of its pages: its host and session cookie (the runner cannot resolve *.localhost). */
async function post(page: Page, path: string, body: unknown): Promise<void> {
  const reply = await page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-summit-client': '1' },
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { path, body },
  );
  expect(reply.status, reply.text).toBe(200);
}

/** On the store's cookie policy page (it never blocks), with every cookie refused and the given products added. */
export async function shopperWithBasket(page: Page, host: Host, products: number[]): Promise<void> {
  await page.goto(storeUrl(host, '/cookie-policy'));
  await expect(page.locator('html[data-summit-ready="true"]')).toHaveCount(1, { timeout: FIRST_PAGE_MS });
  await post(page, '/api/cookie-preference-save', { accepted_functional: false, accepted_advertising: false });
  for (const productID of products) await post(page, '/api/basket-add', { productID, quantity: 1 });
}

/** The basket page with these products in it. */
export async function openBasket(page: Page, host: Host, ...products: number[]): Promise<void> {
  await shopperWithBasket(page, host, products);
  await page.goto(storeUrl(host, '/checkout/cart'));
  await expect(page.getByTestId('basket-item')).toHaveCount(products.length, { timeout: FIRST_PAGE_MS });
}
