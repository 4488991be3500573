import AxeBuilder from '@axe-core/playwright';
import { expect, expectOnlyConsoleErrors, navigateInApp, refuseCookiesFirst, storeUrl, test, waitForShell } from './fixtures.ts';

const PAGES = {
  localhost: [
    ['/about-us', 'About us', 'members-only shop'],
    ['/cookie-policy', 'Cookie policy', 'Functional and Performance cookies'],
    ['/privacy-policy', 'Privacy policy', 'Your rights'],
    ['/terms-and-conditions', 'Terms and conditions', 'Right of withdrawal'],
    ['/delivery-and-returns', 'Delivery & returns', '£4.95'],
    ['/b-corp', 'We are a B Corp', 'B Corp certification'],
  ],
  'fr.localhost': [
    ['/about-us', 'Qui sommes-nous', 'réservée à ses membres'],
    ['/cookie-policy', 'Politique de cookies', 'Cookies publicitaires'],
    ['/delivery-and-returns', 'Livraison et retours', '4,95 €'],
  ],
  'de.localhost': [
    ['/about-us', 'Über uns', 'exklusiv für Mitglieder'],
    ['/cookie-policy', 'Cookie-Richtlinie', 'Werbe-Cookies'],
    ['/terms-and-conditions', 'Allgemeine Geschäftsbedingungen', 'Widerrufsrecht'],
  ],
} as const;

test.describe('content pages', () => {
  for (const [host, pages] of Object.entries(PAGES)) {
    test(`${host}: each content page shows its title and text in the store's language`, async ({ page }) => {
      for (const [path, title, text] of pages) {
        await page.goto(storeUrl(host as keyof typeof PAGES, path));
        const article = page.getByTestId('cms-page');
        await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(article).toContainText(text);
        await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
      }
    });
  }

  test('a link inside the content opens the page in the app, without a reload', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/about-us'));
    await waitForShell(page);
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await page.getByTestId('cms-page').getByRole('link', { name: 'B Corporation' }).click();
    await expect(page).toHaveURL(storeUrl('localhost', '/b-corp'));
    await expect(page.getByTestId('cms-page').getByRole('heading', { level: 1 })).toHaveText('We are a B Corp');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('content from a backend that sends scripts, handlers and javascript: links shows only its text', async ({ page, consoleErrors }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Another backend than the reference server (which cleans its replies itself) may not.
    await page.route('**/api/cms-page?*', (route) =>
      route.fulfill({
        json: {
          items: [
            {
              identifier: 'about-us',
              title: 'About us',
              metaDescription: null,
              content:
                '<p>Plain words stay.</p><script>alert("script")</script><img src="/favicon.svg" alt="" onerror="alert(\'onerror\')"><a href="javascript:alert(\'link\')">A link</a>',
            },
          ],
        },
      }),
    );
    // The first page comes from the reference server's own render; the next one the browser fetches.
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await navigateInApp(page, '/about-us');
    const body = page.getByTestId('cms-page');
    await expect(body).toContainText('Plain words stay.');
    await expect(body).toContainText('A link');
    const html = await body.innerHTML();
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    await body.getByText('A link').click();
    expect(dialogs).toEqual([]);
    // The page's Content-Security-Policy reports the handler the sanitiser's inert parse met; nothing ran.
    expectOnlyConsoleErrors(consoleErrors, /Executing inline event handler violates the following Content Security Policy/);
  });

  test('an unknown content page is the not-found page', async ({ page }) => {
    await page.route('**/api/cms-page?*', (route) => route.fulfill({ json: { items: [] } }));
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await navigateInApp(page, '/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('a content page has no serious or critical accessibility violation', async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    await page.goto(storeUrl('localhost', '/cookie-policy'));
    await expect(page.getByTestId('cms-page')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
