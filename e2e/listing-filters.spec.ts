import type { Locator, Page } from '@playwright/test';
import { CLIENT_HEADERS, closeRegisterModal, expect, refuseCookiesFirst, storeUrl, test, waitForShell } from './fixtures.ts';

/*
 * Issue 32 item 5: a listing's filters and sort, as a shopper uses them. The form is the server's
 * GET form: with JavaScript every change applies at once, without it "Show results" submits it.
 * The checks read what the page shows (counts, chips, prices), so they hold in every language.
 */

type Host = Parameters<typeof storeUrl>[0];

// Each test walks several server-rendered pages: room for a slow, busy machine.
test.describe.configure({ timeout: 90_000 });

const filters = (page: Page) => page.getByTestId('listing-filters');
/** The product count under the heading (a search's has its own). */
const count = (page: Page) => page.getByTestId('listing-count').or(page.getByTestId('search-count'));
const chips = (page: Page) => page.getByTestId('active-filters').locator('.active-filters__chip');
/** A facet's options (its checkboxes' labels), by the form field's name: brand, size, price, category. */
const options = (page: Page, name: string) =>
  filters(page)
    .locator('label.listing-filters__option')
    .filter({ has: page.locator(`input[name="${name}"]`) });
/** The count an option shows, "(5)". */
const optionCount = async (option: Locator) => Number((await option.locator('.listing-filters__count').innerText()).replace(/\D/g, ''));

/** The number at the start of "49 products" ("49 produits", "49 produkter"). */
async function shownTotal(page: Page): Promise<number> {
  return Number((await count(page).innerText()).match(/\d+/)![0]);
}

/** The price a card shows, in cents (every store writes two decimals, whatever its separators). */
async function cardPrices(page: Page, first: number): Promise<number[]> {
  const prices = page.getByTestId('product-card').locator('.product-card__price strong');
  await expect(prices.nth(first - 1)).toBeVisible();
  return (await prices.allInnerTexts()).slice(0, first).map((text) => Number(text.replace(/\D/g, '')));
}

/**
 * Clicks an option's box: with JavaScript the listing follows at once (the box is checked again
 * once the new address renders), without it the form waits for "Show results".
 */
async function pick(option: Locator, checked = true): Promise<void> {
  await option.locator('input').click();
  await expect(option.locator('input')).toBeChecked({ checked });
}

async function openListing(page: Page, host: Host, path: string): Promise<number> {
  await refuseCookiesFirst(page, host);
  await page.goto(storeUrl(host, path));
  await waitForShell(page);
  await expect(count(page)).toHaveText(/\d/);
  // The register modal comes on category listings, never on search results.
  if (!path.startsWith('/search')) await closeRegisterModal(page);
  return shownTotal(page);
}

/** Picks the brand with the fewest products (so the list visibly shrinks) and checks that the page follows. */
async function chooseSmallestBrand(page: Page, total: number): Promise<{ label: string; count: number }> {
  const brands = options(page, 'brand');
  await expect(brands.first()).toBeVisible();
  const counted = await Promise.all((await brands.all()).map(async (option) => ({ option, count: await optionCount(option) })));
  const smallest = counted.sort((a, b) => a.count - b.count)[0]!;
  expect(smallest.count).toBeLessThan(total);
  const label = (await smallest.option.innerText()).replace(/\s*\(?\d+\)?\s*$/, '').trim();
  await pick(smallest.option);
  await expect(page).toHaveURL(/[?&]brand=\d+/);
  await expect(count(page)).toHaveText(new RegExp(`^${smallest.count}\\D`));
  await expect(chips(page)).toHaveCount(1);
  await expect(chips(page).first()).toContainText(label);
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(smallest.count, 42));
  for (const brand of await page.getByTestId('product-card').locator('.product-card__brand').allTextContents()) expect(brand).toBe(label);
  return { label, count: smallest.count };
}

async function sortByPriceUp(page: Page): Promise<void> {
  await filters(page).locator('select[name="sort"]').selectOption('price-asc');
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  // The address changes at once; the cards once the sorted list has come.
  await expect.poll(async () => isAscending(await cardPrices(page, 6))).toBe(true);
}

const isAscending = (prices: number[]) => prices.every((price, index) => index === 0 || prices[index - 1]! <= price);

for (const host of ['localhost', 'fr.localhost'] as const) {
  test(`a desktop shopper in ${host} filters by brand, removes the chip, sorts by price and keeps it all on reload`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const total = await openListing(page, host, '/products');
    const brand = await chooseSmallestBrand(page, total);

    // The state is the address: the server renders the same page from it.
    await page.reload();
    await waitForShell(page);
    await expect(count(page)).toHaveText(new RegExp(`^${brand.count}\\D`));
    await expect(chips(page)).toHaveCount(1);
    await expect(options(page, 'brand').filter({ hasText: brand.label }).locator('input')).toBeChecked();

    await chips(page).first().click();
    await expect(chips(page)).toHaveCount(0);
    await expect(count(page)).toHaveText(new RegExp(`^${total}\\D`));
    expect(new URL(page.url()).search).not.toContain('brand=');

    await sortByPriceUp(page);
    await page.reload();
    await waitForShell(page);
    await expect(filters(page).locator('select[name="sort"]')).toHaveValue('price-asc');
    const prices = await cardPrices(page, 6);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
}

test('a filter nothing matches says so, and "Clear all" brings the whole list back', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A shared address can hold a size no product has.
  await openListing(page, 'dk.localhost', '/products?size=ZZZ');
  await expect(page.getByTestId('listing-no-match')).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  await expect(chips(page)).toContainText(['ZZZ']);
  await page.getByTestId('active-filters').locator('.active-filters__clear').click();
  await expect(page).toHaveURL(storeUrl('dk.localhost', '/products'));
  await expect(page.getByTestId('listing-no-match')).toHaveCount(0);
  await expect(page.getByTestId('product-card')).toHaveCount(42);
  expect(await shownTotal(page)).toBeGreaterThan(42);
});

test('each size and price band lists as many products as its facet counts', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openListing(page, 'localhost', '/products');
  for (const name of ['size', 'price']) {
    const facet = options(page, name);
    await expect(facet.first()).toBeVisible();
    const shown = Math.min(3, await facet.count());
    for (let i = 0; i < shown; i++) {
      const option = facet.nth(i);
      const expected = await optionCount(option);
      await pick(option);
      await expect(count(page)).toHaveText(new RegExp(`^${expected}\\D`));
      await pick(option, false);
      await expect(chips(page)).toHaveCount(0);
    }
  }
});

test('on a phone the Filters panel filters the search results and the page stays within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const total = await openListing(page, 'localhost', '/search?s=gloves');
  const panel = filters(page).locator('details');
  await expect(panel).not.toHaveAttribute('open');
  await filters(page).locator('summary').click();
  const size = options(page, 'size').first();
  await expect(size).toBeVisible();
  const expected = await optionCount(size);
  await pick(size);
  // With JavaScript the choice applies at once ("Show results" is the form's way without it).
  await expect(page).toHaveURL(/[?&]s=gloves.*size=|size=.*[?&]s=gloves/);
  await expect(count(page)).toHaveText(new RegExp(`^${expected}\\D`));
  expect(expected).toBeLessThanOrEqual(total);
  await expect(chips(page)).toHaveCount(1);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits by GET and the server renders the filtered listing with its chips', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const saved = await page.request.post(storeUrl('localhost', '/api/cookie-preference-save'), {
      headers: CLIENT_HEADERS,
      data: { accepted_functional: false, accepted_advertising: false },
    });
    expect(saved.status()).toBe(200);
    await page.goto(storeUrl('localhost', '/products'));
    const total = await shownTotal(page);
    const brand = options(page, 'brand').first();
    const expected = await optionCount(brand);
    await pick(brand);
    await filters(page).locator('select[name="sort"]').selectOption('price-asc');
    await filters(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/[?&]brand=\d+/);
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(count(page)).toHaveText(new RegExp(`^${expected}\\D`));
    await expect(chips(page)).toHaveCount(1);
    // A chip is a plain link: it takes its filter away without a script.
    await chips(page).first().click();
    await expect(count(page)).toHaveText(new RegExp(`^${total}\\D`));
    await expect(chips(page)).toHaveCount(0);
  });
});
