import type { Page } from '@playwright/test';
import { networkLog } from './consent-support.ts';
import { expect, keepDrawnVariations, postFromPage, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { uniqueEmail } from './members-helpers.ts';
import { pluginFiles } from './support/build-files.ts';

/**
 * The third-party integrations of issue 18 (spec 02 sections 3, 7, 9), each talking to its local
 * stand-in under /vendor/: Amazon Pay and PayPal messaging in the UK and German stores, Dixa chat
 * in the UK one, Elevio help in the French one, none of them in Ireland.
 */
const INTEGRATIONS = ['amazon-pay', 'paypal-messaging', 'dixa', 'elevio'] as const;
const VENDOR_SCRIPT = /^\/vendor\/(amazon-pay|paypal-messages|dixa|elevio)\.js/;
const vendorScripts = (log: string[]) => log.filter((path) => VENDOR_SCRIPT.test(path));

const addToBasket = (page: Page) => postFromPage(page, '/api/basket-add', { productID: 1003, quantity: 1 });

/** The first page is on screen, every deferred plugin has set up and nothing is on its way: a widget that loads too early would be here now. */
async function settled(page: Page): Promise<void> {
  await waitForShell(page);
  await waitForPlugins(page);
  await page.waitForLoadState('networkidle');
}

test.describe('third-party integrations', () => {
  test('UK: PayPal pay-later, Dixa chat and Amazon Pay appear only after Accept all, where configured', async ({ page }) => {
    await keepDrawnVariations(page, { ab_test_amazonpay_button: 'original' });
    const log = networkLog(page);
    await page.goto(storeUrl('localhost', '/catalog/product/view/id/1001'));
    await settled(page);
    const product = page.getByTestId('product-page');
    await expect(product.getByTestId('product-price')).toContainText('£429.00');
    // Before a choice: no message, no launcher, no vendor script asked for.
    await expect(page.getByText(/interest-free payments/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    expect(vendorScripts(log)).toEqual([]);

    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: 'ACCEPT ALL' }).click();
    await expect(banner).toBeHidden();

    // PayPal's message for the product price, under the buy button.
    await expect(product.getByRole('note', { name: 'Pay later with PayPal' })).toHaveText(
      'PayPal Pay in 3 interest-free payments of £143.00 with PayPal. Learn more',
    );
    // Dixa's launcher opens a chat that answers.
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'Summit customer service' });
    await expect(chat).toContainText('Hi! How can we help you today?');
    await chat.getByRole('textbox', { name: 'Your message' }).fill('Do these skis come with bindings?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('log')).toContainText('Thanks, an agent will answer here shortly.');
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(chat).toBeHidden();
    // Amazon Pay is for the basket only: not on the product page, not loaded yet.
    await expect(page.getByRole('button', { name: 'Amazon Pay' })).toHaveCount(0);
    expect(vendorScripts(log).filter((path) => path.includes('amazon-pay'))).toEqual([]);

    await addToBasket(page);
    await page.getByTestId('basket-button').click();
    await expect(page).toHaveURL(/\/checkout\/cart$/);
    const basket = page.getByTestId('basket-page');
    await expect(basket.getByTestId('basket-total')).toBeVisible();
    const amazonPay = basket.getByRole('button', { name: 'Amazon Pay' });
    await expect(amazonPay).toBeVisible();
    await expect(basket.getByText('or check out with')).toBeVisible();
    await amazonPay.click();
    await expect(basket.getByTestId('amazon-pay').getByRole('status')).toContainText('No payment is taken in this demo');
    // The pay-later message follows the basket total.
    await expect(basket.getByRole('note', { name: 'Pay later with PayPal' })).toContainText('Pay in 3 interest-free payments of');
    await expect(launcher).toBeVisible();

    // Each script once; Elevio is not a UK integration.
    expect(vendorScripts(log).sort()).toEqual([
      '/vendor/amazon-pay.js',
      '/vendor/dixa.js',
      '/vendor/paypal-messages.js?client-id=summit-uk-demo-client&components=messages&currency=GBP&locale=en_GB',
    ]);
    expect(log.filter((path) => pluginFiles('elevio').includes(path))).toEqual([]);
  });

  test('UK: variation_a of ab_test_amazonpay_button takes Amazon Pay away, the rest stays', async ({ page }) => {
    const log = networkLog(page);
    await page.goto(storeUrl('localhost', '/checkout/cart'));
    await addToBasket(page);
    await page.goto(storeUrl('localhost', '/checkout/cart?ab_test_amazonpay_button=variation_a'));
    await settled(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'ACCEPT ALL' }).click();
    const basket = page.getByTestId('basket-page');
    // The other integrations did load after the choice: the missing button is the variation's doing.
    await expect(basket.getByRole('note', { name: 'Pay later with PayPal' })).toContainText('Pay in 3 interest-free payments of');
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    await expect(basket.getByRole('button', { name: 'Amazon Pay' })).toHaveCount(0);
    await expect(basket.getByText('or check out with')).toHaveCount(0);
    expect(log.filter((path) => path.startsWith('/vendor/amazon-pay.js'))).toEqual([]);
  });

  test('France: Elevio help greets the signed-in member after consent and keeps off the basket', async ({ page }) => {
    const email = uniqueEmail('elevio');
    await page.goto(storeUrl('fr.localhost', '/cookie-policy'));
    await postFromPage(page, '/api/auth/signup', { email, password: 'Fresh-pass-2026', storeId: 13, data: { firstname: 'Tess', lastname: 'Ter' } });
    const log = networkLog(page);
    await page.goto(storeUrl('fr.localhost', '/'));
    await waitForShell(page);
    const consent = page.getByRole('dialog', { name: 'Votre vie privée compte pour nous' });
    await expect(consent).toBeVisible();
    await waitForPlugins(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Aide' })).toHaveCount(0);
    expect(vendorScripts(log)).toEqual([]);

    await consent.getByRole('button', { name: "Ok, j'accepte" }).click();
    await expect(consent).toBeHidden();
    const help = page.getByRole('button', { name: 'Aide' });
    await help.click();
    const panel = page.getByRole('dialog', { name: "Centre d'aide" });
    await expect(panel).toContainText('Bonjour Tess, comment pouvons-nous vous aider ?');
    await expect(panel).toContainText(`Connecté en tant que ${email}`);
    await expect(panel.getByRole('listitem')).toHaveText(['Où est ma commande ?', 'Retours et remboursements', 'Conseils de taille']);
    await panel.getByRole('button', { name: "Fermer l'aide" }).click();
    await expect(panel).toBeHidden();

    // The basket is a checkout-like page: no help launcher there; it is back on the next page.
    await page.goto(storeUrl('fr.localhost', '/checkout/cart'));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(help).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Qui sommes-nous' }).click();
    await expect(help).toBeVisible();
    // Once per document that showed it; no payment integration and no chat in this store.
    expect(new Set(vendorScripts(log))).toEqual(new Set(['/vendor/elevio.js?cid=5f3summitfr']));
  });

  test('Ireland switches them all off: nothing shows and none of their code or scripts is downloaded', async ({ page }) => {
    const log = networkLog(page);
    await page.goto(storeUrl('ie.localhost', '/catalog/product/view/id/1001'));
    await settled(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'ACCEPT ALL' }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    await addToBasket(page);
    await page.getByTestId('basket-button').click();
    const basket = page.getByTestId('basket-page');
    await expect(basket.getByTestId('basket-total')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: /^(Amazon Pay|Chat with us|Help)$/ })).toHaveCount(0);
    await expect(page.getByRole('note', { name: 'Pay later with PayPal' })).toHaveCount(0);
    await expect(page.getByText(/interest-free payments/)).toHaveCount(0);
    expect(vendorScripts(log)).toEqual([]);
    for (const plugin of INTEGRATIONS) {
      const files = pluginFiles(plugin);
      // The build has the plugin's files (other stores download them): the check below can fail.
      expect(files.length, plugin).toBeGreaterThan(0);
      expect(
        log.filter((path) => files.includes(path)),
        plugin,
      ).toEqual([]);
    }
  });
});
