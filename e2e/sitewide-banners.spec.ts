import type { Page } from '@playwright/test';
import { closeRegisterModal, expect, keepDrawnVariations, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';

/*
 * Sitewide banners (spec 02 sections 2, 5 and 9): the RTB strip above the header on every page,
 * the event top banner (1400x445) only on category, brand, product and search pages, and not on
 * a sale whose configuration turns it off (the boots price drop, which the banner advertises);
 * each the block of the window's device, its links with the device tags.
 */

// Every device's banners are in the page; the stylesheet shows the window's.
const strip = (page: Page) => page.getByTestId('sitewide-banner-rtb').filter({ visible: true });
const topBanner = (page: Page) => page.getByTestId('sitewide-banner-event').filter({ visible: true });
const shownBanners = (page: Page) => page.getByTestId('sitewide-banners-device').filter({ visible: true });

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(storeUrl('localhost', path));
  await waitForShell(page);
  await waitForPlugins(page);
}

test.beforeEach(async ({ page }) => {
  await keepDrawnVariations(page, { ab_test_pss_new_login_forms: 'original' });
});

test.describe('on a desktop', () => {
  test('the event banner shows on product, brand, search and sale pages, with the top banner tag', async ({ page }) => {
    await visit(page, '/catalog/product/view/id/1001');
    await expect(strip(page)).toContainText('Members’ extra: 10% off your whole basket with the code SKI10, shipped within 24 hours');
    await expect(strip(page).getByRole('link', { name: 'Shop the ski flash sale' })).toHaveAttribute('href', '/event/ski-flash-sale?sp_nav=ct-14');
    const link = topBanner(page).getByRole('link');
    await expect(link).toContainText('Ski boots price drop');
    await expect(link).toHaveAttribute('href', '/event/boot-price-drop?sp_nav=ct-14');
    // Above the header, a slim strip without its picture: the product stays on the first screen.
    await expect(topBanner(page).getByRole('img')).toHaveCount(0);
    const [bannerBox, headerBox] = [await topBanner(page).boundingBox(), await page.getByTestId('header').boundingBox()];
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);
    expect(bannerBox!.height).toBeLessThanOrEqual(64);

    await visit(page, '/brand/rossignol');
    await expect(topBanner(page)).toBeVisible();
    await visit(page, '/search?s=skis');
    await expect(topBanner(page)).toBeVisible();
    await visit(page, '/event/ski-flash-sale');
    await closeRegisterModal(page);
    await expect(topBanner(page)).toBeVisible();

    // The banner leads to its sale, in the app.
    await topBanner(page).getByRole('link').click();
    await expect(page).toHaveURL(storeUrl('localhost', '/event/boot-price-drop?sp_nav=ct-14'));
    await expect(page.getByRole('heading', { name: 'Ski boots price drop', level: 1 })).toBeVisible();
  });

  test('only the strip shows on the home, the basket, the brands index, and the sale that turns the banner off', async ({ page }) => {
    for (const path of ['/', '/checkout/cart', '/brands', '/event/boot-price-drop']) {
      await visit(page, path);
      // The banners this page allows, decided once the page is on screen: the strip alone.
      await expect(shownBanners(page), path).toHaveAttribute('data-kinds', 'rtb');
      await expect(strip(page), path).toBeVisible();
      await expect(topBanner(page), path).toHaveCount(0);
    }
  });

  test('flash-sale cards of the home carry the desktop flash-sale tag, the other sales none', async ({ page }) => {
    await visit(page, '/');
    const flash = page.locator('[data-testid="event-card"][data-card-type="Flash"]');
    await expect(flash).toHaveCount(2);
    for (const link of await flash.getByRole('link').all()) await expect(link).toHaveAttribute('href', /\?sp_nav=ct-10$/);
    await expect(page.locator('[data-testid="event-card"][data-card-type="Inline"]').getByRole('link').first()).toHaveAttribute('href', /^\/event\/[\w-]+$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile blocks show, with the touch-screen tags, the event banner again only where allowed', async ({ page }) => {
    await visit(page, '/catalog/product/view/id/1001');
    await expect(strip(page)).toHaveText(/^10% off with the code SKI10/);
    await expect(strip(page).getByRole('link', { name: 'Shop skis' })).toHaveAttribute('href', '/event/ski-flash-sale?sp_nav=ct-15');
    await expect(topBanner(page)).toHaveAttribute('data-block-id', 'event-top-mobile');
    await expect(topBanner(page).getByRole('link')).toHaveAttribute('href', '/event/boot-price-drop?sp_nav=ct-15');
    // Not wider than the phone, and one slim line.
    const box = await topBanner(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(box!.height).toBeLessThanOrEqual(64);

    await visit(page, '/');
    await expect(shownBanners(page)).toHaveAttribute('data-kinds', 'rtb');
    await expect(strip(page)).toBeVisible();
    await expect(topBanner(page)).toHaveCount(0);
    await expect(page.locator('[data-testid="event-card"][data-card-type="Flash"]').getByRole('link').first()).toHaveAttribute('href', /\?sp_nav=ct-11$/);
    await expect(page.getByTestId('story-hero').getByRole('link')).toHaveAttribute('href', '/event/ski-flash-sale?sp_nav=ct-17');
  });
});
