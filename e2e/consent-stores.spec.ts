import { expect, storeUrl, test, waitForShell } from './fixtures.ts';
import { networkLog, recordedCalls, trackingRequests } from './consent-support.ts';

test.describe('consent per store', () => {
  test('Germany disables tracking-facebook: its code is never downloaded and no ppc-fb call is sent', async ({ page }) => {
    const log = networkLog(page);
    await page.goto(storeUrl('de.localhost', '/'));
    await waitForShell(page);
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: 'ALLE AKZEPTIEREN' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => trackingRequests(log)).toContain('/vendor/gtm.js?id=GTM-SUMMITDE');
    await page.goto(storeUrl('de.localhost', '/about-us'));
    await waitForShell(page);
    await expect.poll(async () => (await recordedCalls(page)).filter((c) => c.endpoint === 'tracking-page-view')).toHaveLength(2);
    expect(log.some((path) => /\/assets\/tracking-(gtm|core|matomo)-[\w-]+\.js$/.test(path))).toBe(true);
    expect(log.filter((path) => /tracking-facebook/.test(path))).toEqual([]);
    expect(log.filter((path) => path.includes('ppc-fb'))).toEqual([]);
    expect((await recordedCalls(page)).filter((c) => c.endpoint.startsWith('ppc-fb'))).toEqual([]);
  });

  test('France uses the blocking modal wording; Ok, I accept saves both', async ({ page }) => {
    await page.goto(storeUrl('fr.localhost', '/'));
    await waitForShell(page);
    const banner = page.getByRole('dialog', { name: 'Votre vie privée compte pour nous' });
    await expect(banner).toBeVisible();
    // The server's dialog is open at once; the plugin makes it the modal when its code is there.
    await expect.poll(() => banner.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await expect(banner.getByRole('button', { name: 'Non, je refuse' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Paramètres des cookies' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'En savoir plus sur les cookies' })).toHaveAttribute('href', '/cookie-policy');
    const saved = page.waitForResponse((r) => r.url().includes('/api/cookie-preference-save'));
    await banner.getByRole('button', { name: "Ok, j'accepte" }).click();
    expect((await saved).request().postDataJSON()).toEqual({ accepted_functional: true, accepted_advertising: true });
    await expect(banner).toBeHidden();
  });

  test('Cookie settings of the modal wording opens the preferences on top of it', async ({ page }) => {
    await page.goto(storeUrl('fr.localhost', '/'));
    await waitForShell(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Paramètres des cookies' }).click();
    const modal = page.getByRole('dialog', { name: 'Vos préférences de cookies' });
    await expect(modal).toBeVisible();
    await modal.getByRole('switch', { name: 'Publicité' }).check();
    await modal.getByRole('button', { name: 'Enregistrer les paramètres et continuer' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });

  test('the modal wording does not block with ?site=pss-open', async ({ page }) => {
    await page.goto(storeUrl('fr.localhost', '/?site=pss-open'));
    await waitForShell(page);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((dialog) => dialog.matches(':modal'))).toBe(false);
    // The page behind stays usable.
    await page.getByRole('banner').getByRole('link', { name: 'Qui sommes-nous' }).click();
    await expect(page).toHaveURL(storeUrl('fr.localhost', '/about-us'));
    await expect(banner).toBeVisible();
  });
});
