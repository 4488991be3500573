import type { Page } from '@playwright/test';
import { expect, postFromPage, storeUrl } from './fixtures.ts';

/** Setup for the basket page's own specs: a shopper of a store who answered the cookie question, with products in the basket. */

export type Host = Parameters<typeof storeUrl>[0];

/** The first page of a run can take long on a busy machine (a cold server): it gets more time than the assertions. */
const FIRST_PAGE_MS = 30_000;

/** On the store's cookie policy page (it never blocks), with every cookie refused and the given products added. */
export async function shopperWithBasket(page: Page, host: Host, products: number[]): Promise<void> {
  await page.goto(storeUrl(host, '/cookie-policy'));
  await expect(page.locator('html[data-summit-ready="true"]')).toHaveCount(1, { timeout: FIRST_PAGE_MS });
  await postFromPage(page, '/api/cookie-preference-save', { accepted_functional: false, accepted_advertising: false });
  for (const productID of products) await postFromPage(page, '/api/basket-add', { productID, quantity: 1 });
}

/** The basket page with these products in it. */
export async function openBasket(page: Page, host: Host, ...products: number[]): Promise<void> {
  await shopperWithBasket(page, host, products);
  await page.goto(storeUrl(host, '/checkout/cart'));
  await expect(page.getByTestId('basket-item')).toHaveCount(products.length, { timeout: FIRST_PAGE_MS });
}
