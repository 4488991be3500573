import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readDataLayer } from './consent-support.ts';
import {
  CLIENT_HEADERS,
  expect,
  expectOnlyConsoleErrors,
  NOT_FOUND_RESOURCE,
  refuseCookiesFirst,
  storeUrl,
  test,
  waitForPlugins,
  waitForShell,
} from './fixtures.ts';
import { pluginEntry, pluginFiles } from './support/build-files.ts';
import { signUpByApi, uniqueEmail } from './members-helpers.ts';

const box = (page: Page) => page.getByRole('combobox', { name: 'Search the shop' });
const panel = (page: Page) => page.getByTestId('search-panel');

async function openHome(page: Page, host: Parameters<typeof storeUrl>[0] = 'localhost') {
  await page.goto(storeUrl(host, '/'));
  await waitForShell(page);
}

test.describe('header search', () => {
  test('"ros" suggests Rossignol, the keyboard alone opens the brand page, and search mode ends there', async ({ page }) => {
    await openHome(page);
    await box(page).focus();
    await expect(page.getByTestId('fading')).toBeVisible();
    await page.keyboard.type('ros');
    const rossignol = panel(page).getByRole('option', { name: 'Rossignol', exact: true });
    await expect(rossignol).toBeVisible();
    // The typed part is emphasised.
    await expect(rossignol.locator('mark')).toHaveText('Ros');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(rossignol).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await rossignol.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/brand\/rossignol$/);
    // Route change: term emptied, panel and fading gone.
    await expect(box(page)).toHaveValue('');
    await expect(panel(page)).toBeHidden();
    await expect(page.getByTestId('fading')).toBeHidden();
  });

  test('arrow keys move across both groups and wrap; Escape closes and focus stays in the box', async ({ page }) => {
    await openHome(page);
    await box(page).fill('ski');
    const options = panel(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) await page.keyboard.press('ArrowDown');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(page.getByTestId('fading')).toBeHidden();
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue('ski');
  });

  test('typing fast then slowly never shows the suggestions of an older term', async ({ page }) => {
    await openHome(page);
    // The reply for "sa" comes late, after the one for "salomon goggles".
    let releaseOld: () => void = () => {};
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
    const asked: string[] = [];
    await page.route('**/api/predictive-search-v2?*', async (route) => {
      const q = new URL(route.request().url()).searchParams.get('q')!;
      asked.push(q);
      if (q === 'sa') await oldHeld;
      await route.fulfill({ response: await route.fetch() }).catch(() => {});
    });
    await box(page).focus();
    await page.keyboard.type('sa');
    await expect.poll(() => asked).toEqual(['sa']);
    await page.keyboard.type('lomon goggles', { delay: 20 });
    await expect(panel(page).getByRole('option', { name: 'Salomon', exact: true })).toBeVisible();
    await expect(panel(page).getByRole('option', { name: 'Goggles', exact: true })).toBeVisible();
    releaseOld();
    // "sa" also matches Ski passes, Snowboards…: none of those may appear now.
    await expect(panel(page).getByRole('option', { name: 'Snowboards', exact: true })).toHaveCount(0);
    await expect(panel(page).getByRole('option')).toHaveText(['Salomon', 'Goggles', /Salomon Radium goggles/, 'See 1 result']);
    // Each pause asked once, and only for what was in the box.
    expect(asked.every((q) => 'salomon goggles'.startsWith(q))).toBe(true);
  });

  test('"gloves" suggests products with picture, name and price, one per model, and "See all N results" reached by the keyboard', async ({ page }) => {
    await openHome(page);
    await box(page).focus();
    await page.keyboard.type('gloves');
    const products = panel(page).getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products.first()).toBeVisible();
    await expect(products).toHaveCount(4);
    const names = await products.allTextContents();
    expect(new Set(names).size).toBe(names.length);
    await expect(products.first()).toContainText('Summit leather gloves');
    await expect(products.first().getByTestId('search-product-price')).toHaveText(/^£\d+\.\d{2}$/);
    await expect
      .poll(() =>
        products
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    const seeAll = panel(page).getByRole('option', { name: /^See all \d+ results$/ });
    await expect(seeAll).toBeVisible();

    // Up from the box wraps to the last option: See all.
    await page.keyboard.press('ArrowUp');
    await expect(seeAll).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await seeAll.getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(products.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?s=gloves$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “gloves”');
  });

  test('a product suggestion opens its product; on a phone 3 are shown; a guest where prices are for members sees none', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    await box(page).fill('gloves');
    const products = panel(page).getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products).toHaveCount(3);
    await expect(panel(page).getByTestId('search-see-all')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await products.first().click();
    await expect(page).toHaveURL(/\/catalog\/product\/view\/id\/1124$/);

    // The German store shows prices to members only.
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHome(page, 'de.localhost');
    await page.getByRole('combobox', { name: 'Im Shop suchen' }).fill('jacke');
    const german = panel(page).getByRole('group', { name: 'Produkte' }).getByRole('option');
    await expect(german.first()).toContainText('Rossignol Hero Skijacke');
    await expect(panel(page).getByRole('option', { name: /1 Ergebnis ansehen/ })).toBeVisible();
    await expect(panel(page).getByTestId('search-product-price')).toHaveCount(0);
  });

  test('a term without matches shows "No results"; a failing search shows empty groups, is reported, and the page stays', async ({ page, consoleErrors }) => {
    await openHome(page);
    await box(page).fill('zzzz');
    await expect(panel(page).getByTestId('search-no-results')).toHaveText('No results');
    await page.route('**/api/predictive-search-v2?*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable","message":"down","statusCode":503}' }),
    );
    await box(page).fill('rossi');
    await expect(panel(page).getByTestId('search-no-results')).toBeVisible();
    await expect(panel(page).getByRole('option')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: "Today's private sales" })).toBeVisible();
    await expect.poll(() => consoleErrors.some((error) => error.includes('predictive-search-v2 failed for "rossi"'))).toBe(true);
    expectOnlyConsoleErrors(consoleErrors, /predictive-search-v2 failed for "rossi"/, /status of 503/);
  });

  test('Enter sends "skis" where search-url says, with sp_src_search; an empty submit does nothing', async ({ page }) => {
    await openHome(page);
    await box(page).fill('   ');
    await page.keyboard.press('Enter');
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(storeUrl('localhost', '/'));
    await box(page).fill('skis');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ski\/skis\?sp_src_search=skis$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('a term that names nothing goes to the results page; trackers hear Enter and the button apart', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await waitForPlugins(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'ACCEPT ALL' }).click();
    await box(page).fill('hero');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?s=hero$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “hero”');
    await expect(page.getByTestId('search-count')).toHaveText('2 products');
    await expect(page.getByTestId('product-card')).toHaveCount(2);
    await expect(page.getByTestId('product-card').first()).toContainText('£');
    await box(page).fill('hero jacket');
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/\/search\?s=hero\+jacket$/);
    await expect(page.getByTestId('search-count')).toHaveText('1 product');

    const layer = (await readDataLayer(page)) as { event?: string }[];
    const searchEvents = layer.filter((e) => e.event === 'search' || e.event === 'view_search_results');
    expect(searchEvents).toEqual([
      { event: 'search', search_term: 'hero', search_source: 'enter' },
      { event: 'view_search_results', search_term: 'hero', results_count: 2 },
      { event: 'search', search_term: 'hero jacket', search_source: 'button' },
      { event: 'view_search_results', search_term: 'hero jacket', results_count: 1 },
    ]);
    expect(layer.filter((e) => e.event === 'virtual_page_view').at(-1)).toMatchObject({ page_type: 'search', page_path: '/search?s=hero+jacket' });
  });

  test('a guest’s recent searches stay in this browser and open the results page of a term without an address', async ({ page }) => {
    await openHome(page);
    await box(page).fill('hero');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?s=hero$/);
    await box(page).fill('Rossignol');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/brand\/rossignol\?sp_src_search=Rossignol$/);
    await page.reload();
    await waitForShell(page);
    await box(page).click();
    const recent = panel(page).getByRole('group', { name: 'Recent searches' }).getByRole('option');
    await expect(recent).toHaveText(['Rossignol', 'hero']);
    await expect(panel(page).getByRole('group', { name: 'Sales on now' }).getByRole('option').first()).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('summit.search.recent.1') ?? '[]'))).toEqual([
      { term: 'Rossignol', url: '/brand/rossignol' },
      { term: 'hero', url: null },
    ]);
    await recent.nth(1).click();
    await expect(page).toHaveURL(/\/search\?s=hero$/);
  });

  test('a member’s recent searches come back after a reload and on another device', async ({ page, browser }) => {
    test.slow();
    const email = uniqueEmail('search');
    await page.goto('/');
    await signUpByApi(page, email);
    await page.reload();
    await waitForShell(page);
    await box(page).fill('goggles');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/accessories\/goggles\?sp_src_search=goggles$/);
    await box(page).fill('hero');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?s=hero$/);
    // Nothing is kept in the browser for a member.
    expect(await page.evaluate(() => localStorage.getItem('summit.search.recent.1'))).toBeNull();

    const other = await browser.newContext();
    try {
      const phone = await other.newPage();
      await phone.goto('/');
      const login = await phone.request.post('/api/auth/login', {
        data: { email, password: 'Fresh-pass-2026', storeId: 1 },
        headers: CLIENT_HEADERS,
      });
      expect(login.ok()).toBe(true);
      await phone.reload();
      await waitForShell(phone);
      await box(phone).click();
      await expect(panel(phone).getByRole('group', { name: 'Recent searches' }).getByRole('option')).toHaveText(['hero', 'goggles']);
      await panel(phone).getByRole('option', { name: 'goggles', exact: true }).click();
      await expect(phone).toHaveURL(/\/accessories\/goggles$/);
    } finally {
      await other.close();
    }
  });

  test('the French store finds "jacket" in French with euro prices; "zzzz" shows the empty state', async ({ page }) => {
    await refuseCookiesFirst(page, 'fr.localhost');
    await page.goto(storeUrl('fr.localhost', '/search?s=jacket'));
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « jacket »');
    const card = page.getByTestId('product-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Veste de ski Rossignol Hero');
    await expect(card).toContainText('€');
    await expect(page).toHaveTitle(/Résultats de recherche pour « jacket »/);
    await page.goto(storeUrl('fr.localhost', '/search?s=zzzz'));
    await expect(page.getByTestId('search-empty')).toContainText('Aucun produit ne correspond à « zzzz »');
    await expect(page.getByTestId('search-count')).toHaveText('0 produit');
  });

  test('on a phone the box has its own row and shows 3 suggestions a group', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 780 });
    await openHome(page);
    const bounds = await box(page).boundingBox();
    expect(bounds!.width).toBeGreaterThan(300);
    await box(page).fill('s');
    await expect(panel(page).getByRole('option').first()).toBeVisible();
    const brands = panel(page).getByRole('group', { name: 'Brands' }).getByRole('option');
    await expect(brands).toHaveCount(3);
  });

  test('axe finds no serious or critical violation with the panel open, empty or with suggestions', async ({ page }) => {
    // Two axe runs of the header: seconds each on a busy 2-core machine.
    test.slow();
    await openHome(page);
    await box(page).click();
    await expect(panel(page).getByRole('option').first()).toBeVisible();
    const serious = async () =>
      (await new AxeBuilder({ page }).include('header').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    expect(await serious()).toEqual([]);
    await page.keyboard.type('ros');
    await expect(panel(page).getByRole('option', { name: 'Rossignol', exact: true })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await serious()).toEqual([]);
  });
});

test.describe('before the search plugin has loaded', () => {
  /** Holds the search plugin's own chunk until `release` is called. */
  async function holdSearchPlugin(page: Page) {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const entry = pluginEntry('search');
    await page.route(`**${entry}`, async (route) => {
      await released;
      await route.fulfill({ response: await route.fetch() }).catch(() => {});
    });
    return release;
  }

  test('the shell’s plain form stands in the header and submits to the results page', async ({ page }) => {
    const release = await holdSearchPlugin(page);
    await openHome(page);
    const plain = page.getByRole('search').getByRole('searchbox', { name: 'Search the shop' });
    await expect(plain).toBeVisible();
    await expect(box(page)).toHaveCount(0);
    await plain.fill('hero');
    await plain.press('Enter');
    await expect(page).toHaveURL(/\/search\?s=hero$/);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “hero”');
  });

  test('an empty box sends nothing, from the shell’s form before the plugin loads or from the server’s page without JavaScript', async ({ page, browser }) => {
    const searched = (requests: string[]) => requests.filter((path) => path.startsWith('/search'));
    const release = await holdSearchPlugin(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
    await openHome(page);
    const plain = page.getByRole('search').getByRole('searchbox', { name: 'Search the shop' });
    await plain.press('Enter');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    expect(await plain.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await plain.fill('hero');
    await plain.press('Enter');
    await expect(page).toHaveURL(/\/search\?s=hero$/);
    expect(searched(requests)).toEqual(['/search?s=hero']);
    release();

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    const bareRequests: string[] = [];
    bare.on('request', (request) => bareRequests.push(new URL(request.url()).pathname + new URL(request.url()).search));
    await bare.goto(storeUrl('localhost', '/'));
    const field = bare.getByRole('search').getByRole('searchbox', { name: 'Search the shop' });
    await field.press('Enter');
    await field.fill('hero');
    await field.press('Enter');
    await expect(bare).toHaveURL(/\/search\?s=hero$/);
    expect(searched(bareRequests)).toEqual(['/search?s=hero']);
    // A blank term typed into the address: the page asks what to look for, it lists nothing.
    await bare.goto(storeUrl('localhost', '/search?s=+++'));
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
    await expect(bare.getByTestId('product-grid')).toHaveCount(0);
    await noScript.close();
  });

  test('the combobox takes over what was typed and the focus', async ({ page }) => {
    const release = await holdSearchPlugin(page);
    await openHome(page);
    const plain = page.getByRole('searchbox', { name: 'Search the shop' });
    await plain.click();
    await page.keyboard.type('ros');
    release();
    await expect(box(page)).toHaveValue('ros');
    await expect(box(page)).toBeFocused();
    await expect(panel(page).getByRole('option', { name: 'Rossignol', exact: true })).toBeVisible();
  });
});

test('a store with search off has no search box, no results page and downloads no search code', async ({ page, consoleErrors }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(storeUrl('lite.localhost', '/'));
  await waitForShell(page);
  await waitForPlugins(page);
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('search')).toHaveCount(0);
  await page.goto(storeUrl('lite.localhost', '/search?s=ski'));
  await expect(page.getByTestId('not-found')).toBeVisible();
  expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);

  const searchFiles = pluginFiles('search');
  expect(requests.filter((path) => searchFiles.includes(path))).toEqual([]);
  expect(requests.filter((path) => /^\/api\/(predictive-search|search-|under-search)/.test(path))).toEqual([]);
  // The UK store does download them (with the deferred plugins, after the first page): the check above can fail.
  const uk: string[] = [];
  page.on('request', (request) => uk.push(new URL(request.url()).pathname));
  await page.goto(storeUrl('localhost', '/'));
  await waitForPlugins(page);
  expect(uk.filter((path) => searchFiles.includes(path)).length).toBeGreaterThan(0);
});
