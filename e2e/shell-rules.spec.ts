import type { Page } from '@playwright/test';
import { expect, expectOnlyConsoleErrors, JSON_CLIENT_HEADERS, keepDrawnVariations, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { DEMO, signInByApi } from './members-helpers.ts';

/*
 * Issue 18's calls never made and small rules, through the UI a shopper uses: payment icons by
 * method code (spec 02 section 5), German hyphenation of feature labels and the ski category
 * pictures (01 section 9), the Trusted Shops badge and the top banner size (02 section 3),
 * site-wide attribution cookies (02 section 9), a member's home from pss-hp-data, the home's
 * bestsellers, a product's sale end and delivery country (02 section 7).
 */

const SHY = '\u00AD';

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForShell(page);
}

/** Signs in from a page of the store (Node does not resolve *.localhost; the browser does). */
async function signInOn(page: Page, host: `${string}.localhost`, storeId: number): Promise<void> {
  await visit(page, storeUrl(host, '/about-us'));
  const reply = await page.evaluate(
    async ({ body, headers }) => (await fetch('/api/auth/login', { method: 'POST', headers, body: JSON.stringify(body) })).json() as Promise<unknown>,
    { body: { email: DEMO.email, password: DEMO.password, storeId }, headers: JSON_CLIENT_HEADERS },
  );
  expect(reply).toMatchObject({ success: true });
}

test.beforeEach(async ({ page }) => {
  // The original register modal, so that the category page's modal is the one every guest gets.
  await keepDrawnVariations(page, { ab_test_pss_new_login_forms: 'original' });
});

test.describe('payment icons by method code', () => {
  test('the order view and the payment details show each method with its icon', async ({ page }) => {
    await signInByApi(page, DEMO.email, DEMO.password);
    await visit(page, storeUrl('localhost', '/sales/order/view/order_id/1'));
    const payment = page.getByTestId('order-payment');
    await expect(payment).toHaveText('Visa •••• 4242');
    await expect(payment.locator('img[data-payment-icon="visa"]')).toBeVisible();
    await expect(payment.locator('img')).toHaveAttribute('src', '/payment/visa.svg');

    await visit(page, storeUrl('localhost', '/sales/billing_agreement/'));
    const cards = page.getByTestId('payment-card');
    await expect(cards.getByTestId('payment-method').filter({ hasText: 'Visa •••• 4242' }).locator('img')).toHaveAttribute('data-payment-icon', 'visa');
    await expect(cards.getByTestId('payment-method').filter({ hasText: 'Mastercard •••• 0005' }).locator('img')).toHaveAttribute(
      'data-payment-icon',
      'mastercard',
    );
    const wallet = page.getByTestId('payment-wallet').getByTestId('payment-method').filter({ hasText: 'PayPal' });
    await expect(wallet.locator('img[data-payment-icon="paypal"]')).toBeVisible();
  });
});

test.describe('product feature labels', () => {
  test('a German store breaks long feature labels at the hyphenation map’s places; an English one leaves them whole', async ({ page }) => {
    await signInOn(page, 'de.localhost', 11);
    await visit(page, storeUrl('de.localhost', '/catalog/product/view/id/1004'));
    await expect(page.getByTestId('feature-label')).toHaveText(`Mondo${SHY}point-Größe`);

    await signInByApi(page, DEMO.email, DEMO.password);
    await visit(page, storeUrl('localhost', '/catalog/product/view/id/1004'));
    await expect(page.getByTestId('feature-label')).toHaveText('Mondopoint size');
  });
});

test.describe('a product page', () => {
  test('says when the sale of its category ends and where it is delivered', async ({ page }) => {
    await visit(page, storeUrl('localhost', '/catalog/product/view/id/1001'));
    // The skis are in the ski flash sale (ends in 30 days): dd/mm/yyyy in the UK.
    await expect(page.getByTestId('product-sale-ends')).toHaveText(/^This sale ends on \d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByTestId('product-delivery-country')).toHaveText('Delivery to United Kingdom');

    await visit(page, storeUrl('de.localhost', '/catalog/product/view/id/1001'));
    await expect(page.getByTestId('product-sale-ends')).toHaveText(/^Dieser Sale endet am \d{2}\.\d{2}\.\d{4}$/);
    await expect(page.getByTestId('product-delivery-country')).toHaveText('Lieferung nach Deutschland');
  });

  test('shows no sale end for a product whose category is in no live sale', async ({ page }) => {
    // A helmet: no open sale covers helmets (the members' early access is for members' homes only).
    await visit(page, storeUrl('localhost', '/catalog/product/view/id/1007'));
    await expect(page.getByTestId('product-delivery-country')).toBeVisible();
    await expect(page.getByTestId('product-sale-ends')).toHaveCount(0);
  });
});

test.describe('the home', () => {
  test('a member’s home (pss-hp-data) adds the members’ early-access sale a visitor does not see', async ({ page }) => {
    await visit(page, storeUrl('localhost', '/'));
    const cards = page.getByTestId('event-card');
    await expect(cards.filter({ hasText: 'Ski flash sale' })).toBeVisible();
    await expect(cards.filter({ hasText: "Members' early access" })).toHaveCount(0);

    await signInByApi(page, DEMO.email, DEMO.password);
    await visit(page, storeUrl('localhost', '/'));
    const early = cards.filter({ hasText: "Members' early access: helmets" });
    await expect(early).toBeVisible();
    await expect(early.getByRole('link')).toHaveAttribute('href', '/event/members-early-access');
  });

  test('lists the store’s bestsellers, and keeps them when a later load fails', async ({ page, consoleErrors }) => {
    await visit(page, storeUrl('localhost', '/'));
    const best = page.getByTestId('bestsellers');
    await expect(best.getByRole('heading', { name: 'Bestsellers' })).toBeVisible();
    const items = best.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(12);
    const names = await items.allTextContents();

    // The next load fails: the home, opened again in the same tab, keeps the list it had.
    await waitForPlugins(page);
    await page.evaluate(() => ((window as unknown as { sameTab?: boolean }).sameTab = true));
    let failed = 0;
    await page.route('**/api/bestsellers?**', (route) => {
      failed += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
    });
    await page.getByRole('link', { name: 'Ski flash sale' }).first().click();
    await expect(page).toHaveURL(/\/event\/ski-flash-sale/);
    await page.goBack();
    await expect(page).toHaveURL(storeUrl('localhost', '/'));
    await expect.poll(() => failed).toBeGreaterThan(0);
    await expect(items).toHaveText(names);
    // Still the same page load: the list was kept, not fetched again.
    expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab)).toBe(true);
    expectOnlyConsoleErrors(consoleErrors, /Failed to load resource: the server responded with a status of 503/);
  });
});

test.describe('the footer', () => {
  test('shows the Trusted Shops badge and reviews link where the store enables it', async ({ page }) => {
    await visit(page, storeUrl('de.localhost', '/about-us'));
    const trusted = page.getByTestId('trusted-shops');
    await expect(trusted.getByRole('link', { name: 'Unsere Bewertungen bei Trusted Shops lesen' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.trustedshops\.de\/bewertung\//,
    );
    // The badge is the link's picture; the link's words name it.
    await expect(trusted.locator('img[src="/badges/trusted-shops.png"]')).toBeVisible();

    await visit(page, storeUrl('localhost', '/about-us'));
    await expect(page.getByTestId('footer')).toBeVisible();
    await expect(page.getByTestId('trusted-shops')).toHaveCount(0);
  });
});

test.describe('the top banner', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('is never wider than the store’s topBannersSize (1400)', async ({ page }) => {
    await visit(page, storeUrl('localhost', '/catalog/product/view/id/1001'));
    const banner = page.getByTestId('sitewide-banner-event').filter({ visible: true });
    await expect(banner).toBeVisible();
    await expect.poll(async () => (await banner.boundingBox())?.width).toBe(1400);
    // The store's size, set on the banner (the stylesheet's own 1400 would not be on the element).
    await expect.poll(() => banner.evaluate((element) => element.style.maxWidth)).toBe('1400px');
  });
});

test.describe('ski categories', () => {
  test('the ski department’s subcategory chips show their pictures', async ({ page }) => {
    await visit(page, storeUrl('localhost', '/ski'));
    const chips = page.getByTestId('subcategory-chips');
    const skis = chips.getByRole('link', { name: /^Skis\b/ });
    await expect(skis.locator('img')).toHaveAttribute('src', '/media/categories/skis.svg');
    await expect(skis.locator('img')).toBeVisible();
    await expect(chips.getByRole('link', { name: /^Ski boots\b/ }).locator('img')).toHaveAttribute('src', '/media/categories/ski-boots.svg');
    // A category outside the map: its chip is text alone.
    await expect(chips.getByRole('link', { name: /^Ski bindings\b/ }).locator('img')).toHaveCount(0);
  });
});

test.describe('attribution cookies', () => {
  test('are written site-wide, on the store’s cookie domain', async ({ page }) => {
    await visit(page, storeUrl('de.localhost', '/?st=display'));
    await waitForPlugins(page);
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: 'ALLE AKZEPTIEREN' }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'summit_first_page'))
      .toMatchObject({ domain: '.de.localhost', value: encodeURIComponent('/?st=display'), secure: true, sameSite: 'Strict' });
  });
});
