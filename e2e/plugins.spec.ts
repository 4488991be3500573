import { devices } from '@playwright/test';
import { expect, refuseCookiesFirst, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { pluginFiles } from './support/build-files.ts';

// The iPhone's viewport, touch and user agent, in the Chromium we run (not WebKit).
const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];
test.use(iPhone);

test.describe('plugins per store', () => {
  test('the smart app banner shows on iOS in the UK and stays closed once dismissed', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    // The cookie banner, over the app banner until the visitor chooses, is answered first.
    await refuseCookiesFirst(page, 'localhost');
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    const banner = page.getByTestId('smart-app-banner');
    await expect(banner).toContainText('Shop the private sales faster with our app.');
    // It lies over the bottom of the window: arriving after the page, it moves nothing on it.
    const box = (await banner.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(page.viewportSize()!.height, 0);
    expect(chunks.some((path) => pluginFiles('smart-app-banner').includes(path))).toBe(true);
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await waitForShell(page);
    await expect(page.getByTestId('smart-app-banner')).toHaveCount(0);
  });

  test('Germany switches the banner off and never downloads its code', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await page.goto(storeUrl('de.localhost', '/'));
    await waitForShell(page);
    await waitForPlugins(page);
    await expect(page.getByTestId('footer')).toBeVisible();
    // The other deferred plugins came: the banner's absence is the store's choice.
    expect(chunks.some((path) => pluginFiles('consent').includes(path))).toBe(true);
    expect(chunks.filter((path) => pluginFiles('smart-app-banner').includes(path))).toEqual([]);
    expect(chunks.some((path) => pluginFiles('navigation').includes(path))).toBe(true);
    await expect(page.getByTestId('smart-app-banner')).toHaveCount(0);
  });

  test('mobile shows the menu icon; the menu holds the server categories', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await menu.getByRole('button', { name: 'Ski', exact: true }).click();
    await expect(menu.getByRole('link', { name: 'All Ski' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'New Season' })).toHaveAttribute('href', '/new?sp_nav=ct-49');
  });

  test('on mobile the language switcher is a modal and footer columns collapse', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await page.getByRole('button', { name: /Change country or language/ }).click();
    const modal = page.getByTestId('modal');
    await expect(modal.getByRole('heading', { name: 'Choose your country and language' })).toBeVisible();
    await expect(modal.getByRole('link', { name: /Deutsch\s*Deutschland/ })).toBeVisible();
    await expect(modal.getByRole('link', { name: /Dansk\s*Danmark/ })).toBeVisible();
    await expect(modal.getByRole('listitem')).toHaveCount(17);
    await page.keyboard.press('Escape');
    await expect(modal).not.toBeVisible();

    const column = page.getByTestId('footer-column').first();
    const toggle = column.getByRole('button');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(column.getByRole('link').first()).toBeHidden();
    await toggle.click();
    await expect(column.getByRole('link').first()).toBeVisible();
  });
});
