import { closeRegisterModal, expect, storeUrl, test, waitForShell } from './fixtures.ts';
import { DEMO } from './members-helpers.ts';
import { signInOnHost } from './link-walk-helpers.ts';

/**
 * Spec 02 section 6: prices show when the member is logged in or login is not required. In the
 * German store (loginRequired) a guest can neither see a price nor put a product in the basket:
 * the product page offers to sign in instead.
 */
for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`a German guest on ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test('gets a sign-in call to action instead of the basket button', async ({ page }) => {
      await page.goto(storeUrl('de.localhost', '/catalog/product/view/id/1003'));
      const product = page.getByTestId('product-page');
      await expect(product.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(product.getByTestId('product-price')).toHaveCount(0);
      await expect(product.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
      const cta = product.getByTestId('members-cta');
      await expect(cta).toHaveAccessibleName('Anmelden und kaufen');
      await expect(cta).toBeVisible();
      await cta.click();
      await expect(page).toHaveURL(/\/customer\/account\/login\/?$/);
      await expect(page.getByTestId('login-page')).toBeVisible();
    });

    test('sees no prices and no basket buttons on a listing', async ({ page }) => {
      await page.goto(storeUrl('de.localhost', '/ski/alpinski'));
      await closeRegisterModal(page);
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().getByRole('link', { name: 'Anmelden, um den Preis zu sehen' })).toBeVisible();
      await expect(page.getByTestId('product-grid').getByRole('button')).toHaveCount(0);
    });
  });
}

test.describe('where prices show', () => {
  test('a German member gets the basket form back', async ({ page }) => {
    await signInOnHost(page, 'de.localhost', 11, DEMO.email, DEMO.password);
    await page.goto(storeUrl('de.localhost', '/catalog/product/view/id/1018'));
    const product = page.getByTestId('product-page');
    await expect(product.getByTestId('product-price')).toBeVisible();
    await expect(product.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
    await expect(product.getByTestId('members-cta')).toHaveCount(0);
  });

  test('a UK guest (no login required) keeps the basket button', async ({ page }) => {
    await page.goto('/catalog/product/view/id/1018');
    await waitForShell(page);
    await expect(page.getByTestId('product-page').getByRole('button', { name: 'Add to basket' })).toBeVisible();
    await expect(page.getByTestId('members-cta')).toHaveCount(0);
  });
});
