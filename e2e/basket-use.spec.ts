import { openBasket, shopperWithBasket } from './basket-helpers.ts';
import { expect, expectOnlyConsoleErrors, storeUrl, test, waitForShell } from './fixtures.ts';

/** Using the basket: by keyboard, with errors at their fields, the added panel, delivery in each currency. */

test.describe('the basket by keyboard', () => {
  test('"+" and "−" keep the focus; applying and removing a coupon moves it to what replaced the form', async ({ page }) => {
    await openBasket(page, 'localhost', 1018);
    const total = page.getByTestId('basket-total');
    const increase = page.getByRole('button', { name: 'Increase quantity of Salomon Radium goggles' });
    await increase.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('basket-item').getByRole('textbox')).toHaveValue('2');
    await expect(increase).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('basket-item').getByRole('textbox')).toHaveValue('3');
    await expect(increase).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    const decrease = page.getByRole('button', { name: 'Decrease quantity of Salomon Radium goggles' });
    await expect(decrease).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('basket-item').getByRole('textbox')).toHaveValue('2');
    await expect(decrease).toBeFocused();
    const before = await total.textContent();

    await page.getByLabel('Promo code').focus();
    await page.keyboard.type('SKI10');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Apply' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('coupon-applied')).toContainText('Coupon SKI10 applied');
    await expect(total).not.toHaveText(before!);
    const removeCoupon = page.getByRole('button', { name: 'Remove the coupon SKI10' });
    await expect(removeCoupon).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Promo code')).toBeFocused();
    await expect(total).toHaveText(before!);
  });

  test('the focus ring of "+" is drawn whole', async ({ page }) => {
    await openBasket(page, 'localhost', 1018);
    const increase = page.getByRole('button', { name: 'Increase quantity of Salomon Radium goggles' });
    await increase.focus();
    await page.keyboard.press('Enter');
    await expect(increase).toBeFocused();
    // No ancestor up to the line clips what is drawn outside the button (the outline).
    const clipped = await increase.evaluate((button) => {
      for (let node = button.parentElement; node && !node.classList.contains('basket-item'); node = node.parentElement) {
        if (getComputedStyle(node).overflow !== 'visible') return true;
      }
      return false;
    });
    expect(clipped).toBe(false);
    expect(await increase.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('none');
  });

  test('removing a line moves the focus to the basket heading', async ({ page }) => {
    await openBasket(page, 'localhost', 1003, 1018);
    await page.getByRole('button', { name: 'Remove Salomon Radium goggles from the basket' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('basket-item')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Your basket (1)' })).toBeFocused();
  });
});

test.describe('errors at their fields', () => {
  test('an expired coupon: the message under the promo box, marked invalid, what was typed kept', async ({ page, consoleErrors }) => {
    await openBasket(page, 'localhost', 1003);
    const code = page.getByLabel('Promo code');
    await code.fill('EXPIRED');
    await code.press('Enter');
    const error = page.getByTestId('promo-form').getByTestId('field-error');
    await expect(error).toHaveText('This coupon has expired.');
    await expect(code).toHaveValue('EXPIRED');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('This coupon has expired.');
    await expect(page.getByTestId('basket-message')).toHaveCount(0);
    // Nothing above the items.
    expect(await page.getByTestId('basket-page').getByRole('alert').count()).toBe(1);
    expectOnlyConsoleErrors(consoleErrors, /status of 400/);
  });

  test('a quantity over the stock: the site’s message at the quantity, no browser bubble, the number kept', async ({ page, consoleErrors }) => {
    await openBasket(page, 'localhost', 1018);
    const qty = page.getByTestId('basket-item').getByRole('textbox');
    await qty.fill('99');
    await qty.press('Enter');
    const error = page.getByTestId('basket-item').getByTestId('field-error');
    await expect(error).toHaveText(/^Only \d+ left in stock\.$/);
    await expect(qty).toHaveValue('99');
    await expect(qty).toHaveAttribute('aria-invalid', 'true');
    await expect(qty).toHaveAccessibleDescription(/^Only \d+ left in stock\.$/);
    expect(await qty.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('');
    await expect(page.getByTestId('basket-message')).toHaveCount(0);
    expectOnlyConsoleErrors(consoleErrors, /status of 400/);
  });
});

test.describe('the header badge', () => {
  test('an empty basket shows no "0"; the button still says how many items', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/checkout/cart'));
    // The first page of a busy run can be slow to start.
    await expect(page.getByTestId('basket-empty')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('basket-button')).toHaveAccessibleName('Basket, 0 items');
    await expect(page.getByTestId('basket-count')).toHaveCount(0);
    await shopperWithBasket(page, 'localhost', [1018]);
    await page.goto(storeUrl('localhost', '/checkout/cart'));
    await expect(page.getByTestId('basket-count')).toHaveText('1');
  });
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`the added-to-basket panel on a ${viewport.name}: picture, size, quantity, price, subtotal, Checkout and Continue shopping`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await shopperWithBasket(page, 'localhost', [1018]);
    await page.goto(storeUrl('localhost', '/catalog/product/view/id/1001'));
    await waitForShell(page);
    const product = page.getByTestId('product-page');
    await product.getByLabel('Length').selectOption({ label: '174 cm' });
    await product.getByRole('button', { name: 'Add to basket' }).click();

    const panel = page.getByTestId('added-to-basket');
    await expect(panel.locator('img')).toHaveAttribute('src', /ros-exp86ti/);
    await expect(panel).toContainText('Rossignol Experience 86 Ti skis');
    await expect(panel).toContainText('Length: 174 cm');
    await expect(panel).toContainText('Quantity: 1');
    await expect(panel.getByTestId('added-price')).toHaveText('£429.00');
    await expect(panel).toContainText('Basket subtotal (2 items)');
    await expect(panel.getByTestId('added-subtotal')).toHaveText('£474.00');
    const checkout = panel.getByRole('link', { name: 'Checkout', exact: true });
    await expect(checkout).toBeInViewport();
    await expect(checkout).toHaveAttribute('href', '/checkout/');
    await expect(panel.getByRole('link', { name: 'View basket' })).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(width).toBeLessThanOrEqual(0);

    await panel.getByRole('button', { name: 'Continue shopping' }).click();
    await expect(panel).toHaveCount(0);
    await expect(product.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test.describe('delivery in the store’s currency', () => {
  test('Denmark: free from 450 kr., 39 kr. under it, in the top strip and the basket', async ({ page }) => {
    await openBasket(page, 'dk.localhost', 1018);
    await expect(page.getByTestId('header-text')).toContainText('Gratis levering fra 450,00 kr.');
    await expect(page.getByTestId('basket-delivery')).toHaveText('39,00 kr.');
    await expect(page.getByTestId('free-delivery-hint')).toContainText('gratis fra 450,00 kr.');
  });

  test('France: 4,95 € under 60 €, and the hint says how much is missing', async ({ page }) => {
    await openBasket(page, 'fr.localhost', 1018);
    await expect(page.getByTestId('header-text')).toContainText('Livraison offerte dès 60,00 €');
    await expect(page.getByTestId('basket-delivery')).toHaveText('4,95 €');
    const subtotal = Number((await page.getByTestId('basket-subtotal').textContent())!.replace(/[^\d,]/g, '').replace(',', '.'));
    const missing = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(60 - subtotal);
    await expect(page.getByTestId('free-delivery-hint')).toContainText(`Plus que ${missing}`);
  });
});
