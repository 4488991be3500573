import AxeBuilder from '@axe-core/playwright';
import { devices, type Locator, type Page } from '@playwright/test';
import { expect, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';

/*
 * Issue 32 items 14, 16, 17 and 20 on a 390×844 phone: the fixed layers at the bottom stack
 * without covering each other's buttons, the shop's name fits the header, the artwork is real,
 * and axe finds no landmark or contrast problem on the pages the review named.
 */

// The iPhone's viewport, touch and user agent (the app banner is for phones), in Chromium.
const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];
test.use({ ...iPhone, viewport: { width: 390, height: 844 } });

/** The button is what the finger hits at its centre: no other layer lies over it. */
async function expectUncovered(button: Locator) {
  await expect(button).toBeVisible();
  const onTop = await button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(onTop, `${await button.evaluate((element) => element.outerHTML.slice(0, 80))} is covered`).toBe(true);
}

async function axeViolations(page: Page, rules: string[]) {
  const results = await new AxeBuilder({ page }).withRules(rules).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('the shell on a phone', () => {
  test.slow();

  test('UK: cookie bar, app banner and chat never cover each other', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    const bar = page.getByTestId('cookie-banner');
    const app = page.getByTestId('smart-app-banner');
    await expect(app).toBeVisible();
    for (const button of [
      bar.getByRole('button', { name: 'Reject all' }),
      bar.getByRole('button', { name: 'Accept all' }),
      app.getByRole('button', { name: 'Close' }),
      app.getByRole('link', { name: 'Open' }),
    ])
      await expectUncovered(button);

    await bar.getByRole('button', { name: 'Accept all' }).click();
    await expect(bar).toHaveCount(0);
    const chat = page.locator('#dixa-launcher');
    await expectUncovered(chat);
    await expectUncovered(app.getByRole('link', { name: 'Open' }));
    await expectUncovered(app.getByRole('button', { name: 'Close' }));
  });

  test('the shop’s whole name fits the header in every store language', async ({ page }) => {
    for (const [host, region] of [
      ['fr.localhost', 'France'],
      ['de.localhost', 'Deutschland'],
      ['dk.localhost', 'Danmark'],
    ] as const) {
      await page.goto(storeUrl(host, '/'));
      await waitForShell(page);
      const logo = page.getByTestId('header').locator('.header__logo');
      await expect(logo.getByText(region, { exact: true })).toBeVisible();
      const clipped = await logo.evaluate(
        (element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > window.innerWidth,
      );
      expect(clipped, host).toBe(false);
    }
  });

  test('the logo link is named by the shop name it shows (WCAG 2.5.3, label in name)', async ({ page }) => {
    for (const host of ['localhost', 'fr.localhost', 'de.localhost'] as const) {
      await page.goto(storeUrl(host, '/'));
      await waitForShell(page);
      expect(await axeViolations(page, ['label-content-name-mismatch']), host).toEqual([]);
    }
  });

  test('the members-only panel shows real icons, and offers to join', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await waitForPlugins(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Reject all' }).click();
    await page.getByTestId('header').getByTestId('account-button').click();
    const panel = page.getByTestId('members-overlay');
    await expect(panel.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Instagram' }).locator('svg path')).toHaveCount(1);
    // The footer's marks are pictures with their names.
    const footer = page.getByTestId('footer');
    await expect(footer.getByTestId('payment-icons').getByRole('img', { name: 'Mastercard' })).toHaveAttribute('src', '/payment/mastercard.svg');
    await expect(footer.getByRole('link', { name: 'YouTube' }).locator('svg')).toHaveCount(1);
    await expect(footer.getByRole('img', { name: 'Get it on Google Play' })).toHaveAttribute('src', '/badges/google-play-default.svg');
  });

  test('axe: top strip and banners in a landmark (UK), one named search landmark per search (Danish FAQ), the French help button readable', async ({
    page,
  }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await waitForPlugins(page);
    expect(await axeViolations(page, ['region', 'landmark-unique'])).toEqual([]);

    await page.goto(storeUrl('dk.localhost', '/frequently-asked-questions'));
    await waitForShell(page);
    await waitForPlugins(page);
    expect(await axeViolations(page, ['landmark-unique', 'landmark-no-duplicate-banner'])).toEqual([]);

    await page.goto(storeUrl('fr.localhost', '/'));
    await waitForShell(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: "Ok, j'accepte" }).click();
    await expect(page.locator('#elevio-launcher')).toBeVisible();
    expect(await axeViolations(page, ['color-contrast'])).toEqual([]);
  });

  test('Spain, Denmark, Sweden: all products are named in the store’s language', async ({ page }) => {
    for (const [host, title] of [
      ['es.localhost', 'Todos los productos'],
      ['dk.localhost', 'Alle produkter'],
      ['se.localhost', 'Alla produkter'],
    ] as const) {
      await page.goto(storeUrl(host, '/products'));
      await waitForShell(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
    }
    await page.goto(storeUrl('es.localhost', '/products'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Todos los productos en venta privada/);
  });
});
