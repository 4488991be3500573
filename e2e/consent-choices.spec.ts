import { expect, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { networkLog, readDataLayer, recordedCalls, trackingRequests } from './consent-support.ts';

test.describe('consent: Reject all and Save settings', () => {
  test('Reject all keeps every tracker off across reloads', async ({ page }) => {
    const log = networkLog(page);
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    const saved = page.waitForResponse((r) => r.url().includes('/api/cookie-preference-save'));
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Reject all' }).click();
    expect((await saved).request().postDataJSON()).toEqual({ accepted_functional: false, accepted_advertising: false });
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);

    for (const path of ['/about-us', '/']) {
      await page.goto(storeUrl('localhost', path));
      await waitForShell(page);
      await expect(page.getByTestId('footer')).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    }
    await waitForPlugins(page);
    await page.waitForLoadState('networkidle');
    expect(trackingRequests(log)).toEqual([]);
    expect(await recordedCalls(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { summitPartnerWidget?: number }).summitPartnerWidget)).toBeUndefined();
    const layer = await readDataLayer(page);
    expect(layer.filter((e) => !Array.isArray(e))).toEqual([{ event: 'cookie_consent_update', cookie_consent: { functional: false, advertising: false } }]);
    expect((await page.context().cookies()).map((c) => c.name)).toEqual(['summit_sid']);
  });

  test('Save settings with functional only loads Matomo, and GTM without ad signals', async ({ page }) => {
    const log = networkLog(page);
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'More details' }).click();
    const modal = page.getByTestId('modal');
    await expect(modal.getByRole('heading', { name: 'Your cookie preferences' })).toBeVisible();
    const functional = modal.getByRole('switch', { name: 'Functional and Performance' });
    const advertising = modal.getByRole('switch', { name: 'Advertising' });
    await expect(functional).not.toBeChecked();
    await expect(advertising).not.toBeChecked();
    await functional.check();

    const saved = page.waitForResponse((r) => r.url().includes('/api/cookie-preference-save'));
    await modal.getByRole('button', { name: 'Save settings and continue' }).click();
    expect((await saved).request().postDataJSON()).toEqual({ accepted_functional: true, accepted_advertising: false });
    await expect(modal).toBeHidden();

    await expect.poll(() => trackingRequests(log)).toContain('/vendor/matomo.js');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { Matomo?: { commands: unknown[][] } }).Matomo?.commands.map((c) => c[0])))
      .toEqual(['setTrackerUrl', 'setSiteId', 'enableLinkTracking', 'setCustomUrl', 'setDocumentTitle', 'trackPageView']);
    const update = (await readDataLayer(page)).find((e) => Array.isArray(e) && e[1] === 'update');
    expect(update).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        personalization_storage: 'granted',
        functionality_storage: 'granted',
        security_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    // Advertising stays off: no partner script, no attribution cookies, no ppc-fb call.
    expect(await page.evaluate(() => (window as unknown as { summitPartnerWidget?: number }).summitPartnerWidget)).toBeUndefined();
    expect((await page.context().cookies()).map((c) => c.name)).toEqual(['summit_sid']);
    expect(trackingRequests(log).filter((p) => p.includes('ppc-fb'))).toEqual([]);

    // Toggles start from the saved preferences when the modal is opened again (footer entry).
    await page.getByTestId('cookie-settings').click();
    await expect(modal.getByRole('switch', { name: 'Functional and Performance' })).toBeChecked();
    await expect(modal.getByRole('switch', { name: 'Advertising' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('on the cookie policy page the banner has its other text', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/cookie-policy'));
    await waitForShell(page);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toContainText('You are reading our cookie policy.');
    await expect(banner.getByRole('link', { name: 'cookie policy' })).toHaveCount(0);
    await page.goto(storeUrl('localhost', '/about-us'));
    await waitForShell(page);
    await expect(banner).toContainText('We use cookies to run this shop');
  });
});
