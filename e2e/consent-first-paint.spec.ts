import type { Page } from '@playwright/test';
import { expect, holdEntryScript, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';

/** The consent plugin's own chunk (not its modal's or its service's). */
const CONSENT_CHUNK = /\/assets\/consent-[\w-]{8}\.js$/;

/** Holds the consent plugin's code back until the returned function is called. */
async function holdConsentPlugin(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CONSENT_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page as the server sends it to this browser (its cookies), before any script. */
const serverHtml = (page: Page) =>
  page.evaluate(async () => (await fetch(location.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' })).text());

test.describe('the cookie banner comes with the page', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the UK bar and the French dialog are on the first screen before any script has run', async ({ page }) => {
      for (const [host, path] of [
        ['localhost', '/ski/skis'],
        ['fr.localhost', '/ski/skis'],
      ] as const) {
        const release = await holdEntryScript(page);
        await page.goto(storeUrl(host, path), { waitUntil: 'domcontentloaded' });
        const banner = page.getByTestId('cookie-banner');
        const [accept, refuse] = host === 'localhost' ? ['Accept all', 'Reject all'] : ["Ok, j'accepte", 'Non, je refuse'];
        await expect(banner.getByRole('button', { name: accept })).toBeInViewport();
        await expect(banner.getByRole('button', { name: refuse })).toBeInViewport();
        expect(await page.evaluate(() => document.documentElement.dataset.summitReady)).toBeUndefined();
        release();
        await waitForShell(page);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('no banner covers the page: it could take no answer, and nothing it asks about runs', async ({ page }) => {
      await page.goto(storeUrl('localhost', '/ski/skis'));
      await expect(page.getByRole('heading', { name: 'Skis', level: 1 })).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toBeHidden();
    });
  });

  test('a tap on Accept all before the consent code has arrived is kept, and the answer is saved', async ({ page }) => {
    const release = await holdConsentPlugin(page);
    await page.goto(storeUrl('localhost', '/ski/skis'));
    await waitForShell(page);
    const bar = page.getByTestId('cookie-banner');
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/cookie-preference-save'));
    await bar.getByRole('button', { name: 'Accept all' }).click();
    // Still the server's markup: nothing could save the answer yet.
    await expect(bar).toBeVisible();
    release();
    expect((await saved).postDataJSON()).toEqual({ accepted_functional: true, accepted_advertising: true });
    await expect(bar).toBeHidden();
  });

  test('the French dialog becomes the blocking modal, and a refusal tapped before it is kept', async ({ page }) => {
    const release = await holdConsentPlugin(page);
    await page.goto(storeUrl('fr.localhost', '/'));
    await waitForShell(page);
    const dialog = page.getByRole('dialog', { name: 'Votre vie privée compte pour nous' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(false);
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/cookie-preference-save'));
    await dialog.getByRole('button', { name: 'Non, je refuse' }).click();
    release();
    expect((await saved).postDataJSON()).toEqual({ accepted_functional: false, accepted_advertising: false });
    await expect(dialog).toBeHidden();
  });

  test('once answered, the server sends pages without the banner', async ({ page }) => {
    await page.goto(storeUrl('de.localhost', '/'));
    await waitForShell(page);
    expect(await serverHtml(page)).toContain('data-testid="cookie-banner"');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'ALLE ABLEHNEN' }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    expect(await serverHtml(page)).not.toContain('data-testid="cookie-banner"');
    await page.reload();
    await waitForPlugins(page);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });
});
