import { expect, refuseCookiesFirst, storeUrl, test } from './fixtures.ts';
import { DEMO } from './members-helpers.ts';

/*
 * Spec 02 section 1: every text in the store's language. A shopper whose browser speaks English
 * reads the French store's address book and order view with the countries named in French.
 */

test.use({ locale: 'en-US' });

test('addresses name their country in the store’s language, not the browser’s', async ({ page }) => {
  test.slow();
  await refuseCookiesFirst(page, 'fr.localhost');
  // Node cannot resolve fr.localhost (Chromium can): sign in through the French login page.
  await page.goto(storeUrl('fr.localhost', '/customer/account/login/'));
  // The footer's newsletter form has an email field too.
  const signIn = page.getByTestId('sign-in-form');
  await signIn.getByLabel('Adresse e-mail').fill(DEMO.email);
  await signIn.getByLabel('Mot de passe').fill(DEMO.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByTestId('header').getByTestId('account-button')).toHaveAccessibleName('Mon compte');

  await page.goto(storeUrl('fr.localhost', '/customer/address/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const book = page.locator('main address');
  await expect(book.first()).toContainText('Royaume-Uni');
  await expect(page.locator('main')).not.toContainText('United Kingdom');

  await page.goto(storeUrl('fr.localhost', '/sales/order/view/order_id/3'));
  const addresses = page.getByTestId('order-address');
  await expect(addresses.first()).toContainText('Royaume-Uni');
  await expect(page.locator('main')).not.toContainText('United Kingdom');
});
