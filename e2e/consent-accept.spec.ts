import { expect, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { networkLog, readDataLayer, recordedCalls, trackingRequests } from './consent-support.ts';

test.describe('consent: before a choice and after Accept all', () => {
  test('nothing tracks before a choice; Accept all loads GTM with the consent update and the page view', async ({ page }) => {
    const log = networkLog(page);
    await page.goto(storeUrl('localhost', '/?st=nonbrandppc&ad=google&gclid=abc'));
    await waitForShell(page);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/cookie-policy');
    // Every tracker has loaded and set up, and nothing is on its way: an eager one would show now.
    await waitForPlugins(page);
    await page.waitForLoadState('networkidle');
    expect(trackingRequests(log), 'no tracker script and no tracking call before a choice').toEqual([]);
    expect(await recordedCalls(page)).toEqual([]);
    // Consent Mode default is already there, all denied, before any tag.
    expect((await readDataLayer(page))[0]).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' })]);

    const saved = page.waitForResponse((r) => r.url().includes('/api/cookie-preference-save'));
    await banner.getByRole('button', { name: 'ACCEPT ALL' }).click();
    expect((await saved).request().postDataJSON()).toEqual({ accepted_functional: true, accepted_advertising: true });
    await expect(banner).toBeHidden();

    await expect.poll(() => trackingRequests(log)).toContain('/vendor/gtm.js?id=GTM-SUMMITUK');
    await expect
      .poll(() => page.evaluate(() => Boolean((window as unknown as { google_tag_manager?: Record<string, unknown> }).google_tag_manager?.['GTM-SUMMITUK'])))
      .toBe(true);
    const layer = await readDataLayer(page);
    expect(layer).toContainEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        personalization_storage: 'granted',
        functionality_storage: 'granted',
        security_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
    expect(layer).toContainEqual({ event: 'cookie_consent_update', cookie_consent: { functional: true, advertising: true } });
    expect(layer).toContainEqual(expect.objectContaining({ event: 'virtual_page_view', page_type: 'home', page_path: '/?st=nonbrandppc&ad=google&gclid=abc' }));
    expect(layer).toContainEqual(expect.objectContaining({ event: 'session_initialised' }));

    // Matomo (functional), the product API's own calls, and the advertising-marked partner script, once.
    await expect.poll(() => trackingRequests(log)).toContain('/vendor/matomo.js');
    await expect.poll(async () => (await recordedCalls(page)).map((c) => c.endpoint).sort()).toEqual(['tracking-page-view', 'tracking-visitor']);
    await expect.poll(() => page.evaluate(() => (window as unknown as { summitPartnerWidget?: number }).summitPartnerWidget)).toBe(1);
    // A guest has no user id: no ppc-fb call even with advertising consent.
    expect(trackingRequests(log).filter((p) => p.includes('ppc-fb'))).toEqual([]);

    // Attribution: first page (encoded path and query) and referrer cookies, 7 days, strict, secure.
    const cookies = await page.context().cookies();
    const firstPage = cookies.find((c) => c.name === 'summit_first_page');
    expect(firstPage).toMatchObject({ value: encodeURIComponent('/?st=nonbrandppc&ad=google&gclid=abc'), sameSite: 'Strict', secure: true, path: '/' });
    expect(firstPage!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86400);
    expect(firstPage!.expires - Date.now() / 1000).toBeLessThanOrEqual(7 * 86400 + 5);

    // The choice is kept on the server: after a reload no banner, and GTM loads at once.
    const afterReload = networkLog(page);
    await page.goto(storeUrl('localhost', '/about-us'));
    await waitForShell(page);
    await expect.poll(() => trackingRequests(afterReload)).toContain('/vendor/gtm.js?id=GTM-SUMMITUK');
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    // Captured once: the first page is still the landing page.
    expect((await page.context().cookies()).find((c) => c.name === 'summit_first_page')?.value).toBe(firstPage!.value);
  });

  test('adding to basket after Accept all pushes add_to_cart with the item', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/catalog/product/view/id/1003'));
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'ACCEPT ALL' }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByTestId('added-to-basket')).toBeVisible();
    await expect
      .poll(async () => (await readDataLayer(page)).find((e) => (e as { event?: string }).event === 'add_to_cart'))
      .toMatchObject({ event: 'add_to_cart', ecommerce: { items: [expect.objectContaining({ item_id: '1003', quantity: 1 })] } });
    // The mini basket loaded on the product page is no basket view; the basket page is.
    const cartViews = async () => (await readDataLayer(page)).filter((e) => (e as { event?: string }).event === 'view_cart');
    expect(await cartViews()).toEqual([]);
    await page.getByTestId('added-to-basket').getByRole('link', { name: 'View basket' }).click();
    await expect(page.locator('html[data-page-type="basket"]')).toHaveCount(1);
    await expect
      .poll(cartViews)
      .toEqual([
        expect.objectContaining({ event: 'view_cart', ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: '1003' })] }) }),
      ]);
  });
});
