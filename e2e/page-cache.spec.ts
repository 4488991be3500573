import type { Browser, Page } from '@playwright/test';
import { SERVER_STATE_ID } from '../core/render/server-render.ts';
import { PAGE_CACHE_HEADER } from '../server/html/shared-pages.ts';
import { PURGE_PATH } from '../server/html/page-cache-purge.ts';
import { E2E_PURGE_TOKEN } from './support/e2e-settings.ts';
import { expect, failApiCallsOn, postFromPage, storeUrl, test, waitForShell } from './fixtures.ts';
import { uniqueEmail } from './members-helpers.ts';

type Host = Parameters<typeof storeUrl>[0];
const PRODUCT = '/catalog/product/view/id/1018';

interface Shopper {
  page: Page;
  name: string | null;
  email: string | null;
}

/** A browser of its own on the store, signed up as a new member with products in the basket (null name: a guest). */
async function shopper(browser: Browser, host: Host, storeId: number, name: string | null, products: number[] = []): Promise<Shopper> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(storeUrl(host, '/cookie-policy'));
  await waitForShell(page);
  const email = name ? uniqueEmail(name.toLowerCase()) : null;
  if (name && email) {
    await postFromPage(page, '/api/auth/signup', { email, password: 'Cache-pass-2026', storeId, data: { firstname: name, lastname: `${name}son` } });
  }
  for (const productID of products) await postFromPage(page, '/api/basket-add', { productID, quantity: 1 });
  // The sign-up's welcome is shown once, by the page that reads the session: that page is the member's alone.
  await page.evaluate(() => fetch('/api/session'));
  return { page, name, email };
}

/** The pages as the server sends them to this shopper (their cookie), each path `times` times at once. */
function serverPages(who: Shopper, paths: string[], times: number): Promise<Array<{ path: string; html: string; cache: string | null }>> {
  return who.page.evaluate(
    async ({ paths, times, header }) =>
      Promise.all(
        Array.from({ length: times }, () => paths)
          .flat()
          .map(async (path) => {
            const reply = await fetch(path, { headers: { accept: 'text/html' } });
            return { path, html: await reply.text(), cache: reply.headers.get(header) };
          }),
      ),
    { paths, times, header: PAGE_CACHE_HEADER },
  );
}

const sessionIn = (html: string) => {
  const found = new RegExp(`<script id="${SERVER_STATE_ID}" type="application/json">(.*?)</script>`, 's').exec(html);
  return (JSON.parse(found![1]!) as { session: { id: string; name: string | null; email: string | null; customer_id: number | null } }).session;
};

test.describe('the page cache', () => {
  test('a guest without a cookie gets a page a CDN may keep, its scripts allowed by hash, with the keys of what it shows', async ({ page }) => {
    await page.goto(storeUrl('localhost', PRODUCT));
    const reply = await page.request.get(storeUrl('localhost', PRODUCT), { headers: { accept: 'text/html', cookie: '' } });
    expect(reply.status()).toBe(200);
    const headers = reply.headers();
    expect(headers[PAGE_CACHE_HEADER]).toMatch(/^(hit|stale)$/);
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(headers['surrogate-key']).toBe('store-1 product-1018');
    expect(headers['cache-tag']).toBe('store-1,product-1018');
    expect(headers['set-cookie']).toBeUndefined();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(headers['content-security-policy']).not.toContain('nonce');
    expect(await reply.text()).not.toContain('nonce=');
  });

  test('members never get one another’s name, basket or session, nor a guest a member’s prices, under concurrent requests', async ({ browser }) => {
    const [anna, ben, guestDe, memberDe] = await Promise.all([
      shopper(browser, 'localhost', 1, 'Annabel', [1018]),
      shopper(browser, 'localhost', 1, 'Benedikt', [1018, 1003]),
      shopper(browser, 'de.localhost', 11, null),
      shopper(browser, 'de.localhost', 11, 'Dorothea', [1003]),
    ]);
    const ukPaths = ['/', PRODUCT, '/event/ski-flash-sale'];
    const dePaths = ['/catalog/product/view/id/1001'];
    const [annaPages, benPages, guestDePages, memberDePages] = await Promise.all([
      serverPages(anna, ukPaths, 6),
      serverPages(ben, ukPaths, 6),
      serverPages(guestDe, dePaths, 8),
      serverPages(memberDe, dePaths, 8),
    ]);
    // Every one is a shared page, and most came from the cache while others asked for them.
    const all = [...annaPages, ...benPages, ...guestDePages, ...memberDePages];
    expect(all.filter((page) => !['hit', 'stale', 'miss', 'wait'].includes(page.cache ?? ''))).toEqual([]);
    expect(all.filter((page) => page.cache !== 'miss').length).toBeGreaterThan(all.length / 2);

    for (const { html } of [...annaPages, ...benPages, ...memberDePages]) {
      for (const member of [anna, ben, memberDe]) {
        expect(html).not.toContain(member.email!);
        expect(html).not.toContain(`${member.name}son`);
      }
      expect(sessionIn(html)).toMatchObject({ id: '', name: null, email: null });
    }
    // The basket is the shopper's own: the page leaves it for the browser to fill.
    for (const { html } of [...annaPages, ...benPages]) expect(html).toContain('aria-label="Basket, 0 items"');
    for (const { html } of memberDePages) expect(html).toContain('aria-label="Warenkorb, 0 Artikel"');
    const signInToSee = 'Anmelden, um den Preis zu sehen';
    for (const { html } of guestDePages) {
      expect(html).toContain(signInToSee);
      expect(sessionIn(html).customer_id).toBeNull();
    }
    for (const { html } of memberDePages) expect(html).not.toContain(signInToSee);

    // In the browser, each fills the page's holes with their own.
    for (const [who, count] of [
      [anna, 1],
      [ben, 2],
    ] as const) {
      await who.page.goto(storeUrl('localhost', PRODUCT));
      await waitForShell(who.page);
      await expect(who.page.getByTestId('basket-button')).toHaveAccessibleName(`Basket, ${count} item${count > 1 ? 's' : ''}`);
      await who.page.getByTestId('header').getByTestId('account-button').click();
      await expect(who.page.getByTestId('account-menu')).toContainText(`Hello ${who.name} ${who.name}son`);
    }
    await memberDe.page.goto(storeUrl('de.localhost', '/catalog/product/view/id/1001'));
    await expect(memberDe.page.getByTestId('product-page')).toContainText('€');
    await expect(memberDe.page.getByTestId('basket-button')).toHaveAccessibleName('Warenkorb, 1 Artikel');
  });

  test('a page one of whose parts failed is served to its shopper, not kept for the next', async ({ page }) => {
    // A query of its own: a key no other test renders.
    const url = storeUrl('localhost', '/catalog/product/view/id/1005?kept=degraded');
    const cacheOf = async () => {
      const reply = await page.request.get(url, { headers: { accept: 'text/html' } });
      expect(reply.status()).toBe(200);
      return [reply.headers()[PAGE_CACHE_HEADER], reply.headers()['cache-control']];
    };
    // The header's categories fail for this browser alone.
    await failApiCallsOn(page, 'localhost', 'category-navigation');
    expect(await cacheOf()).toEqual(['miss', 'private, no-cache']);
    expect(await cacheOf()).toEqual(['miss', 'private, no-cache']);
    await page.context().clearCookies();
    expect((await cacheOf())[0]).toBe('miss');
    expect(await cacheOf()).toEqual(['hit', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300']);
  });

  test('a purge with the token drops the pages that show the key and names the keys for the CDN', async ({ page }) => {
    const url = storeUrl('localhost', '/catalog/product/view/id/1010');
    const cacheOf = async () => (await page.request.get(url, { headers: { accept: 'text/html', cookie: '' } })).headers()[PAGE_CACHE_HEADER];
    await cacheOf();
    expect(await cacheOf()).toMatch(/^(hit|stale)$/);

    const purge = (authorization: string, keys: unknown) =>
      page.request.post(storeUrl('localhost', PURGE_PATH), { headers: { authorization }, data: { keys } });
    expect((await purge('Bearer wrong', ['product-1010'])).status()).toBe(401);
    expect((await purge(`Bearer ${E2E_PURGE_TOKEN}`, ['<script>'])).status()).toBe(400);
    const purged = await purge(`Bearer ${E2E_PURGE_TOKEN}`, ['product-1010']);
    expect(purged.status()).toBe(200);
    const answer = (await purged.json()) as { purged: number; cdnKeys: string[] };
    expect(answer.cdnKeys).toEqual(['product-1010']);
    expect(answer.purged).toBeGreaterThanOrEqual(1);
    expect(await cacheOf()).toBe('miss');
  });
});
