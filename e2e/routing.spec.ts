import {
  closeRegisterModal,
  expect,
  expectOnlyConsoleErrors,
  holdEntryScript,
  navigateInApp,
  NOT_FOUND_RESOURCE,
  pretendDeploy,
  storeUrl,
  test,
  waitForPlugins,
  waitForShell,
} from './fixtures.ts';

test.describe('routing rules', () => {
  test('a guest on /customer/account lands on the login page', async ({ page }) => {
    await page.goto('/customer/account');
    await expect(page).toHaveURL(/\/customer\/account\/login\/$/);
    await expect(page.getByTestId('login-page')).toBeVisible();
    // The way back after login is kept in the history entry.
    expect(await page.evaluate(() => (history.state as { returnTo?: string } | null)?.returnTo)).toBe('/customer/account');
  });

  test('//sales redirects to /sales, the home page', async ({ page }) => {
    await page.goto(storeUrl('localhost', '//sales'));
    await expect(page).toHaveURL(storeUrl('localhost', '/sales'));
    await expect(page.getByRole('heading', { name: "Today's private sales" })).toBeVisible();
  });

  test('an unknown page type lands on /404', async ({ page, consoleErrors }) => {
    await page.goto('/legacy-widget');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('footer')).toBeVisible();
    expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);
  });

  test('/catalog/product/view/id/abc is not a product page', async ({ page, consoleErrors }) => {
    await page.goto('/catalog/product/view/id/abc');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);
    await page.goto('/catalog/product/view/id/1001/');
    await expect(page.getByTestId('product-page')).toBeVisible();
  });

  test('the server path lookup gives categories, CMS pages and redirects', async ({ page }) => {
    await page.goto('/old-skis');
    await expect(page).toHaveURL(/\/ski\/skis$/);
    await expect(page.getByRole('heading', { name: 'Skis', level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.goto('/about-us');
    await expect(page.getByTestId('cms-page').getByRole('heading', { level: 1 })).toHaveText('About us');
    // An external redirect: the server answers it on a page load, the app on a navigation inside it.
    const answer = await page.request.get('/partner-shop', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe('https://example.com/');
    await page.route('https://example.com/**', (route) => route.fulfill({ body: '<h1>Partner</h1>', contentType: 'text/html' }));
    await navigateInApp(page, '/partner-shop');
    await expect(page).toHaveURL('https://example.com/');
  });

  test('an address a script pushed while the page was loading is shown once the page starts', async ({ page }) => {
    const release = await holdEntryScript(page);
    await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('cms-page').getByRole('heading', { level: 1 })).toHaveText('About us');
    await navigateInApp(page, '/ski/skis');
    release();
    await expect(page.getByRole('heading', { name: 'Skis', level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('cms-page')).toHaveCount(0);
  });

  test('a path change scrolls to the top and closes the aside; a simple hash is followed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const aside = page.getByTestId('aside');
    await expect(aside.getByRole('heading', { name: 'Menu' })).toBeVisible();
    await aside.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(aside).not.toBeVisible();

    await page.getByTestId('footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByTestId('footer').getByRole('button').first().click();
    await page.getByTestId('footer-column').first().getByRole('link').first().click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A simple-id hash is followed, even to the footer that renders after the page.
    await page.goto('/about-us#footer');
    await expect(page.getByTestId('footer')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the code of the page a link leads to loads when the pointer comes over the link, before the click', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await waitForPlugins(page);
    const basketLink = page.getByTestId('header').getByRole('link', { name: /^Basket/ });
    const basketCode = page.waitForRequest(/\/assets\/BasketPage-[^/]+\.js$/);
    await basketLink.hover();
    await basketCode;
    await basketLink.click();
    await expect(page).toHaveURL(/\/checkout\/cart\/?$/);
    await expect(page.locator('html[data-page-type="basket"]')).toHaveCount(1);
  });

  test('once a new build is deployed, the next navigation loads the page in full', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    // Nothing of the first visit still on its way: the next API replies are the navigation's.
    await waitForPlugins(page);
    await page.waitForLoadState('networkidle');
    const samePage = () => page.evaluate(() => (window as { summitSamePage?: boolean }).summitSamePage === true);
    await page.evaluate(() => ((window as { summitSamePage?: boolean }).summitSamePage = true));
    // Only this browser hears of the new build: other tests on the server do not.
    await pretendDeploy(page, 'a-newer-build');
    // This navigation's API replies name the new build; it still happens inside the page.
    await page.getByTestId('event-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/event\//);
    await expect(page.locator('html[data-page-type="category"]')).toHaveCount(1);
    expect(await samePage()).toBe(true);
    await closeRegisterModal(page);
    // The next one is a full load of the new page.
    await page.getByRole('link', { name: 'Summit UK, home' }).click();
    await expect(page).toHaveURL(storeUrl('localhost', '/'));
    await waitForShell(page);
    await expect.poll(samePage).toBe(false);
    await expect(page.getByRole('heading', { name: "Today's private sales" })).toBeVisible();
  });
});
