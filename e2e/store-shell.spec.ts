import { closeRegisterModal, expect, storeUrl, test, waitForShell } from './fixtures.ts';

test.describe('store shell by host', () => {
  test('UK home shows the English shell with GBP and the UK phone', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await expect(page).toHaveTitle('Summit UK');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const header = page.getByTestId('header');
    await expect(header.getByRole('link', { name: 'Summit UK, home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'About us' })).toBeVisible();
    await expect(header.getByTestId('store-currency')).toHaveText('£');
    await expect(header.getByRole('button', { name: 'Change country or language (current: EN, GBP)' })).toBeVisible();

    const footer = page.getByTestId('footer');
    await expect(footer.getByTestId('reassurance')).toContainText('Secure payment');
    await expect(footer.getByTestId('reassurance')).toContainText('Ships in 24hrs');
    await expect(footer.getByTestId('reassurance')).toContainText('Customer Service Mon-Fri 9am-6pm');
    await expect(footer.getByTestId('footer-phone')).toHaveText('+44 20 3514 0500');
    await expect(footer.getByTestId('footer-phone')).toHaveAttribute('href', 'tel:+442035140500');
    await expect(footer.getByTestId('payment-icons').getByRole('img', { name: 'American Express' })).toHaveAttribute('src', '/payment/amex.svg');
    await expect(footer.getByRole('link', { name: 'Strava' })).toHaveAttribute('href', 'https://www.strava.com/clubs/summit-shop');
    await expect(footer.getByRole('img', { name: 'Certified B Corporation' })).toHaveAttribute('src', '/badges/b-corp-default.svg');
    await expect(footer.getByRole('img', { name: 'Download on the App Store' })).toHaveAttribute('src', '/badges/app-store-default.svg');
    // Four menu columns from the server, the postal address in the second.
    await expect(footer.getByTestId('footer-column')).toHaveCount(4);
    await expect(footer.getByTestId('footer-column').nth(1).getByTestId('postal-address')).toContainText('74000 Annecy');
    // English stores keep the blog archive and advice links.
    await expect(footer.locator('a[href*="archived/blog"]')).toHaveCount(1);
  });

  test('fr.localhost shows French text, EUR and the French phone', async ({ page }) => {
    await page.goto(storeUrl('fr.localhost', '/'));
    await waitForShell(page);
    await expect(page).toHaveTitle('Summit France');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const header = page.getByTestId('header');
    await expect(header.getByRole('link', { name: 'Qui sommes-nous' })).toBeVisible();
    await expect(header.getByTestId('store-currency')).toHaveText('€');
    const footer = page.getByTestId('footer');
    await expect(footer.getByTestId('reassurance')).toContainText('Paiement sécurisé');
    await expect(footer.getByTestId('reassurance')).toContainText('Expédié sous 24h');
    await expect(footer.getByTestId('reassurance')).toContainText('Service client Lun-Ven 9h-18h');
    await expect(footer.getByTestId('footer-phone')).toHaveText('+33 1 84 88 02 10');
    await expect(footer.getByRole('img', { name: 'Entreprise certifiée B Corp' })).toHaveAttribute('src', '/badges/b-corp-fr.svg');
    await expect(footer.getByRole('heading', { name: 'Suivez-nous' })).toBeVisible();
    // Non-English stores hide blog-archive and advice children (spec 02 section 5).
    await expect(footer.getByTestId('footer-column')).toHaveCount(4);
    await expect(footer.locator('a[href*="archived/blog"]')).toHaveCount(0);
    await expect(footer.locator('a[href="/advice"]')).toHaveCount(0);
  });

  test('de.localhost shows German text and no American Express icon', async ({ page }) => {
    await page.goto(storeUrl('de.localhost', '/'));
    await waitForShell(page);
    const footer = page.getByTestId('footer');
    await expect(footer.getByTestId('reassurance')).toContainText('Sichere Zahlung');
    await expect(footer.getByTestId('footer-phone')).toHaveText('+49 30 22153800');
    await expect(footer.getByTestId('payment-icons').getByRole('img', { name: 'Klarna' })).toHaveAttribute('src', '/payment/klarna.svg');
    await expect(footer.getByTestId('payment-icons').getByRole('img', { name: 'American Express' })).toHaveCount(0);
    await expect(footer.getByRole('img', { name: 'Zertifizierte B Corporation' })).toHaveAttribute('src', '/badges/b-corp-de-at.svg');
  });

  test('the basket page shows the three reassurance cards', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/checkout/cart/'));
    await waitForShell(page);
    const cards = page.getByTestId('reassurance');
    await expect(cards).toContainText('14 days to change your mind after receipt!');
    await expect(cards).toContainText('+44 20 3514 0500');
    await expect(cards.getByTestId('payment-icons').getByRole('img', { name: 'Visa' })).toBeVisible();
  });

  test('the language switcher lists the stores and leads to the chosen one', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await page.getByRole('button', { name: /Change country or language/ }).click();
    const france = page.getByRole('link', { name: /Français\s*France/ });
    await expect(france).toBeVisible();
    await expect(page.getByRole('link', { name: /Deutsch\s*Deutschland/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /QA/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Svenska\s*Sverige/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Français\s*Suisse/ })).toBeVisible();
    await france.click();
    await expect(page).toHaveURL(storeUrl('fr.localhost', '/'));
    await expect(page.getByTestId('footer').getByTestId('reassurance')).toContainText('Paiement sécurisé');
  });

  test('switching store keeps the shopper on the same page: a category under its name in the other language, a product as it is', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/ski/skis'));
    await waitForShell(page);
    await closeRegisterModal(page);
    await page.getByRole('button', { name: /Change country or language/ }).click();
    await page.getByRole('link', { name: /Deutsch\s*Deutschland/ }).click();
    await expect(page).toHaveURL(storeUrl('de.localhost', '/ski/alpinski'));
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alpinski');

    await page.goto(storeUrl('de.localhost', '/catalog/product/view/id/1001'));
    await waitForShell(page);
    await page.getByRole('button', { name: /Land oder Sprache ändern/ }).click();
    await page.getByRole('link', { name: /Dansk\s*Danmark/ }).click();
    await expect(page).toHaveURL(storeUrl('dk.localhost', '/catalog/product/view/id/1001'));
    await waitForShell(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(page.getByTestId('product-page').getByRole('heading', { level: 1 })).toBeVisible();
  });
});
