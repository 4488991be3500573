import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_PORT } from '../playwright.config.ts';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process.ts';
import { closeRegisterModal, expect, test, waitForShell } from './fixtures.ts';

/**
 * A store added by writing one JSON file, with no code change and no new build: the real server
 * (production build) started with an extra store folder serves it, seeded, in its currency.
 */
const ROOT = resolve(import.meta.dirname, '..');
const PORT = E2E_PORT + 5;

function norway(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    $schema: join(ROOT, 'schemas/store-config.schema.json'),
    extends: join(ROOT, 'stores/base.json'),
    storeId: 30,
    code: 'no',
    hosts: ['no.localhost'],
    locale: 'en_GB',
    language: 'en',
    country: 'NO',
    currency: { code: 'NOK', template: '# kr', priceLocale: 'nb-NO' },
    delivery: { fee: 59, freeFrom: 600 },
    shopName: 'Summit Norway',
    supportEmail: 'help@summit-shop.no',
    customerService: { phones: [{ number: '+4721038500', label: 'Norway' }], hours: 'Mon-Fri 9am-6pm' },
    payment: { icons: ['visa', 'mastercard', 'paypal'] },
    social: { instagram: 'https://www.instagram.com/summit.shop.no/' },
    origin: `http://no.localhost:${PORT}`,
    plugins: { 'tracking-gtm': { containerId: 'GTM-SUMMITNO' }, 'tracking-matomo': { siteId: 30 } },
    ...overrides,
  };
}

function storeFolder(config: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'summit-stores-'));
  writeFileSync(join(dir, 'no.json'), JSON.stringify(config, null, 2));
  return dir;
}

test.describe('a store added by config alone', () => {
  let server: ServerProcess | null = null;
  test.afterEach(async ({ page }) => {
    // The page first: requests it still has in flight would otherwise meet a closed server.
    await page.close();
    await server?.close();
    server = null;
  });

  test('Norway: home, a sale, a product and the basket in NOK, served by the real server', async ({ page }) => {
    test.slow();
    const dir = storeFolder(norway());
    server = await startServerProcess(ROOT, { port: PORT, env: { SUMMIT_DB: 'memory', STORE_DIRS: `stores,${dir}` }, startupMs: 120_000 });
    const url = (path: string) => `http://no.localhost:${PORT}${path}`;

    await page.goto(url('/'));
    await waitForShell(page);
    await expect(page).toHaveTitle('Summit Norway');
    await expect(page.getByTestId('footer').getByTestId('footer-phone')).toHaveText('+47 21 03 85 00');
    const sale = page.getByTestId('event-card').first();
    await expect(sale).toBeVisible();
    await sale.getByRole('link').click();
    const card = page.getByTestId('product-card').first();
    await expect(card).toContainText(/\d,\d{2} kr/);
    await closeRegisterModal(page);
    await card.getByRole('link').first().click();

    const product = page.getByTestId('product-page');
    await expect(product.getByTestId('product-price').locator('strong')).toHaveText(/^\d{1,3}([\u00a0\u202f ]\d{3})*,\d{2} kr$/);
    const price = (await product.getByTestId('product-price').locator('strong').textContent())!;
    const choice = product.locator('select').filter({ has: page.locator('option:not([disabled])') });
    if ((await choice.count()) > 0) {
      const options = await choice.first().locator('option:not([disabled])').all();
      const value = await options[options.length - 1]!.getAttribute('value');
      await choice.first().selectOption(value!);
    }
    await product.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByTestId('aside').getByRole('heading', { name: 'Added to your basket' })).toBeVisible();
    await page.goto(url('/checkout/cart'));
    await expect(page.getByTestId('basket-item')).toHaveCount(1);
    await expect(page.getByTestId('basket-item')).toContainText(price);
    await expect(page.getByTestId('basket-total')).toHaveText(/kr$/);
  });

  test('a broken copy: stores:check names the file, the pointer and what was expected', async () => {
    const dir = storeFolder(norway({ currency: { code: 'kroner', template: '# kr', priceLocale: 'nb-NO' } }));
    let output = '';
    let status = 0;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/stores-check.ts', join(dir, 'no.json')], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      status = failed.status;
      output = `${failed.stdout}${failed.stderr}`;
    }
    expect(status).toBe(1);
    expect(output).toContain('no.json: /currency/code: expected a three-letter ISO 4217 currency code (pattern ^[A-Z]{3}$)');
  });
});
