import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { formatMoney } from '../core/i18n/money.ts';
import { formatReduction } from '../core/i18n/percent.ts';
import { advertisedReduction } from '../core/kit/pricing/omnibus.ts';
import { storePrice } from '../server/db/seed-data/prices.ts';
import { PRODUCTS } from '../server/db/seed-data/products.ts';
import {
  CLIENT_HEADERS,
  closeRegisterModal,
  expect,
  expectOnlyConsoleErrors,
  JSON_CLIENT_HEADERS,
  refuseCookiesFirst,
  storeUrl,
  test,
  waitForShell,
} from './fixtures.ts';
import { DEMO, signInByApi } from './members-helpers.ts';

const EUR_FR = { code: 'EUR', template: '# €', priceLocale: 'fr-FR' };
const EUR_DE = { code: 'EUR', template: '# €', priceLocale: 'de-DE' };
const seed = (id: number) => PRODUCTS.find((p) => p.id === id)!.price;

/** Scrolls to the bottom, where the parts loaded when scrolled near are. */
async function scrollDown(page: Page): Promise<void> {
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

/**
 * Scrolls down a screen at a time, as a shopper does, until `target` shows. A part that loads
 * near the viewport is skipped by a jump to the bottom once the footer has made the page long;
 * at the bottom it starts again from the top.
 */
async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => {
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      window.scrollTo(0, atBottom ? 0 : window.scrollY + window.innerHeight * 0.6);
    });
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('product page extras', () => {
  test('related products, the brand, recommendations and related sales load below the purchase form', async ({ page }) => {
    await page.goto('/catalog/product/view/id/1001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rossignol Experience 86 Ti skis');
    await scrollDown(page);
    const related = page.getByTestId('related-products');
    await expect(related.getByRole('heading', { level: 2 })).toHaveText('Goes well with');
    await expect(related.getByTestId('extras-card').first()).toContainText('Look SPX 12');
    await expect(page.getByTestId('recommended-products').getByTestId('extras-card')).toHaveCount(12);
    await expect(page.getByTestId('brand-products').getByRole('heading')).toHaveText('More from Rossignol');
    const sales = page.getByTestId('related-sales');
    await expect(sales.getByTestId('related-sale').filter({ hasText: 'Ski flash sale' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'More in Skis' })).toHaveAttribute('href', '/ski/skis');

    await related.getByRole('link', { name: /Salomon S\/Pro 100/ }).click();
    await expect(page).toHaveURL(/\/catalog\/product\/view\/id\/1004$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salomon S/Pro 100 ski boots');
  });

  test('stock messages say which sizes are sold out, when they are back, and what is nearly gone', async ({ page }) => {
    await page.goto('/catalog/product/view/id/1004');
    const notes = page.getByTestId('stock-messages');
    await expect(notes.getByText(/^26: sold out, back in stock around \d{1,2} \w+$/)).toBeVisible();
    // The nearly sold-out sizes share one line rather than a line each.
    await expect(notes.getByText(/^Only a few left in 26\.5, 27\b/)).toBeVisible();
    await expect(notes.getByText(/only \d+ left/)).toHaveCount(0);
    await page.goto('/catalog/product/view/id/1100');
    await expect(page.getByTestId('stock-messages')).toHaveText('Only 3 left');
    await page.goto('/catalog/product/view/id/1003');
    await expect(page.getByTestId('product-price')).toBeVisible();
    await expect(page.getByTestId('stock-messages')).toHaveCount(0);
  });

  test('a category page offers its subcategories as links', async ({ page }) => {
    await page.goto('/ski');
    await closeRegisterModal(page);
    const chips = page.getByTestId('subcategory-chips');
    await expect(chips.getByRole('link', { name: /^Ski boots \d+$/ })).toHaveAttribute('href', '/ski/ski-boots');
    await chips.getByRole('link', { name: /^Ski boots/ }).click();
    await expect(page).toHaveURL(/\/ski\/ski-boots$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ski boots');
  });
});

test.describe('the EU lowest prior price', () => {
  test('shows beside reduced prices in the French store: product page, listing and basket', async ({ page }) => {
    await refuseCookiesFirst(page, 'fr.localhost');
    await page.goto(storeUrl('fr.localhost', '/catalog/product/view/id/1008'));
    // Burton Custom: on special for 12 days; its lowest price in the 30 days before was its regular price.
    const expected = formatMoney(storePrice(seed(1008), 'EUR').price, EUR_FR);
    await expect(page.getByTestId('lowest-price').first()).toHaveText(`Prix le plus bas des 30 jours précédant la réduction : ${expected}`);

    await page.goto(storeUrl('fr.localhost', '/catalog/product/view/id/1003'));
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByTestId('added-to-basket')).toBeVisible();
    await page.goto(storeUrl('fr.localhost', '/checkout/cart'));
    const line = page.getByTestId('basket-item').filter({ hasText: 'Dynastar M-Pro 90' });
    await expect(line.getByTestId('lowest-price')).toHaveText(
      `Prix le plus bas des 30 jours précédant la réduction : ${formatMoney(storePrice(seed(1003), 'EUR').price, EUR_FR)}`,
    );

    await page.goto(storeUrl('fr.localhost', '/ski/skis'));
    await closeRegisterModal(page);
    await expect(page.getByTestId('product-card').first().getByTestId('lowest-price')).toBeVisible();
  });

  test('the badge of a French price advertises the reduction against that lowest price, never below it', async ({ page }) => {
    await refuseCookiesFirst(page, 'fr.localhost');
    await page.goto(storeUrl('fr.localhost', '/catalog/product/view/id/1008'));
    const burton = storePrice(seed(1008), 'EUR');
    // Omnibus: 399 € against the prior 459 €, not against the recommended retail price.
    const reduction = advertisedReduction({ country: 'FR' }, { price: burton.price, specialPrice: burton.special_price, rrp: burton.rrp }, burton.price);
    expect(reduction).toBeGreaterThan(0);
    await expect(page.getByTestId('product-discount')).toHaveText(formatReduction(reduction, 'fr-FR'));
    await expect(page.getByTestId('lowest-price').first()).toContainText(formatMoney(burton.price, EUR_FR));

    // Atomic Hawx: the same price all month, so nothing is advertised as reduced beside its rrp.
    await page.goto(storeUrl('fr.localhost', '/catalog/product/view/id/1005'));
    await expect(page.getByTestId('product-price').locator('s')).toBeVisible();
    await expect(page.getByTestId('lowest-price').first()).toContainText(formatMoney(storePrice(seed(1005), 'EUR').price, EUR_FR));
    await expect(page.getByTestId('product-discount')).toHaveCount(0);
  });

  test('shows in the German store to members, who alone see prices there', async ({ page }) => {
    await page.goto(storeUrl('de.localhost', '/catalog/product/view/id/1001'));
    await expect(page.getByRole('link', { name: 'Anmelden, um den Preis zu sehen' })).toBeVisible();
    await expect(page.getByTestId('lowest-price')).toHaveCount(0);

    // From the page: the test runner's own requests do not resolve *.localhost, Chromium does.
    const signedIn = await page.evaluate(
      async ({ email, password, headers }) => {
        const reply = await fetch('/api/auth/login', {
          method: 'POST',
          headers,
          body: JSON.stringify({ email, password, storeId: 11 }),
        });
        return ((await reply.json()) as { success: boolean }).success;
      },
      { ...DEMO, headers: JSON_CLIENT_HEADERS },
    );
    expect(signedIn).toBe(true);
    await page.goto(storeUrl('de.localhost', '/catalog/product/view/id/1001'));
    const expected = formatMoney(storePrice(seed(1001), 'EUR').price, EUR_DE);
    await expect(page.getByTestId('lowest-price').first()).toHaveText(`Niedrigster Preis der 30 Tage vor der Preissenkung: ${expected}`);
  });

  test('never shows in the UK store, which asks for no prior prices at all', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/omnibus-prices')) asked.push(request.url());
    });
    await page.goto('/catalog/product/view/id/1008');
    await expect(page.getByTestId('product-price').locator('s')).toBeVisible();
    await scrollDown(page);
    await expect(page.getByTestId('recommended-products').getByTestId('extras-card').first()).toContainText('£');
    await page.goto('/ski/skis');
    await expect(page.getByTestId('product-card').first()).toContainText('£');
    await expect(page.getByTestId('lowest-price')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});

test.describe('size guides', () => {
  test('a size guide page shows its tables in the store language; an unknown one is not found', async ({ page, consoleErrors }) => {
    await page.goto('/ski-boots-size-guide');
    const guide = page.getByTestId('size-guide');
    await expect(guide.getByRole('heading', { level: 1 })).toHaveText('Ski boot size guide');
    const table = guide.getByRole('table', { name: 'Mondopoint and shoe sizes' });
    await expect(table.getByRole('columnheader')).toHaveText(['Mondopoint (cm)', 'EU', 'UK', 'US men', 'US women']);
    await expect(table.getByRole('row', { name: /^26\.5 41\.5 7\.5/ })).toBeVisible();
    await expect(page).toHaveTitle(/^Ski boot size guide \| /);

    await page.goto(storeUrl('de.localhost', '/rossignol-ski-jackets-size-guide'));
    await expect(page.getByTestId('size-guide').getByRole('heading', { level: 1 })).toHaveText('Größentabelle für Rossignol-Skijacken');
    await expect(page.getByRole('table', { name: 'Brustumfang und Größenentsprechungen' }).getByRole('row')).toHaveCount(5);

    await page.goto('/tents-size-guide');
    await expect(page.getByTestId('not-found')).toBeVisible();
    expectOnlyConsoleErrors(consoleErrors, /status of 404/);
  });

  test('the product page opens its guide in a modal; Escape closes it and the focus returns', async ({ page }) => {
    await page.goto('/catalog/product/view/id/1004');
    const link = page.getByTestId('size-guide-link');
    await expect(link).toHaveAttribute('href', '/salomon-ski-boots-size-guide');
    await link.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByTestId('modal');
    await expect(modal.getByRole('heading', { name: 'Size guide' })).toBeVisible();
    await expect(modal.getByRole('table', { name: 'Salomon S/Pro sizes and sole lengths' })).toBeVisible();
    await expect(page).toHaveURL(/\/catalog\/product\/view\/id\/1004$/);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('a size guide page on a phone has no serious or critical accessibility violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/skis-size-guide');
    await expect(page.getByTestId('size-guide').getByRole('table')).toHaveCount(2);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('recently viewed', () => {
  const viewProduct = async (page: Page, id: number, record: 'server' | 'local') => {
    const recorded =
      record === 'server'
        ? page.waitForResponse((r) => r.url().endsWith('/api/recently-viewed') && r.request().method() === 'POST' && r.status() === 200)
        : null;
    await page.goto(`/catalog/product/view/id/${id}`);
    await waitForShell(page);
    if (recorded) await recorded;
    else await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('summit.recently-viewed.1') ?? '[]')[0])).toBe(id);
  };

  test('a member sees the products they viewed on another device', async ({ page, browser }) => {
    test.slow();
    const email = `viewer-${Date.now().toString(36)}-${process.pid}@summit.test`;
    const reply = await page.request.post('/api/auth/signup', {
      data: { email, password: 'Fresh-pass-2026', storeId: 1, data: { firstname: 'Vera', lastname: 'Viewer' } },
      headers: CLIENT_HEADERS,
    });
    expect(await reply.json()).toMatchObject({ success: true });
    for (const id of [1003, 1006, 1018]) await viewProduct(page, id, 'server');

    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const phone = await other.newPage();
      await signInByApi(phone, email, 'Fresh-pass-2026');
      await phone.goto('/');
      await waitForShell(phone);
      const strip = phone.getByTestId('recently-viewed');
      await scrollUntilVisible(phone, strip);
      await expect(strip.getByRole('heading', { level: 2 })).toHaveText('Recently viewed');
      await expect(strip.getByTestId('recently-viewed-item')).toHaveCount(3);
      await expect(strip.getByTestId('recently-viewed-item').first()).toContainText('Salomon Radium goggles');
      expect(await strip.getByTestId('recently-viewed-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-product-id')))).toEqual([
        '1018',
        '1006',
        '1003',
      ]);
      await expect(strip.locator('img').first()).toHaveAttribute('src', '/media/catalog/product/50x50/sal-radium.webp');
      await expect(strip.getByTestId('recently-viewed-item').first()).toContainText('£45.00');
    } finally {
      await other.close();
    }
  });

  test('a guest sees the last 10 after a reload, and a product page leaves itself out', async ({ page }) => {
    test.slow();
    const ids = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012];
    for (const id of ids) await viewProduct(page, id, 'local');
    await page.reload();
    await waitForShell(page);
    await scrollUntilVisible(page, page.getByTestId('recently-viewed'));
    // On the product page of 1012: the nine others of the last ten.
    const items = page.getByTestId('recently-viewed').getByTestId('recently-viewed-item');
    await expect(items).toHaveCount(9);
    await page.goto('/');
    await waitForShell(page);
    await scrollUntilVisible(page, page.getByTestId('recently-viewed'));
    await expect(items).toHaveCount(10);
    expect(await items.evaluateAll((all) => all.map((i) => Number(i.getAttribute('data-product-id'))))).toEqual(ids.slice(-10).reverse());
  });
});
