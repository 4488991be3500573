import type { Page } from '@playwright/test';
import { openBasket, type Host } from './basket-helpers.ts';
import { expect, test } from './fixtures.ts';

/** The basket page on phones and tablets: it fits the window, and its controls can be seen and used. */

/** A shopper with two products in the basket, on the basket page with its recommendation rows. */
async function openFullBasket(page: Page, host: Host): Promise<void> {
  await openBasket(page, host, 1003, 1018);
  // The recommendation rows are what widened the page: the check waits for them.
  await expect(page.getByTestId('recommendations').first().getByRole('link').first()).toBeVisible();
}

const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));

/** Visible, inside the window's width, and the topmost thing where a tap lands. */
async function expectUsable(page: Page, name: string, locator: ReturnType<Page['locator']>): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator, name).toBeVisible();
  await expect(locator, name).toBeInViewport();
  // A trial click checks that nothing covers the control, without pressing it.
  await locator.click({ trial: true });
}

const STORES = [
  { host: 'localhost', checkout: 'Checkout', remove: /^Remove .+ from the basket$/, apply: 'Apply', promo: 'Promo code' },
  { host: 'fr.localhost', checkout: 'Commander', remove: /^Retirer .+ du panier$/, apply: 'Appliquer', promo: 'Code promo' },
] as const;

test.describe('the basket page fits phones and tablets', () => {
  for (const store of STORES) {
    test(`${store.host}: no page wider than the window from 320 to 1440 px; Checkout, Remove and Apply can be used`, async ({ page }) => {
      test.slow();
      await openFullBasket(page, store.host);
      for (const width of [390, 768, 320, 1024, 1440]) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await expect.poll(async () => (await pageWidth(page)).scroll, `page width at ${width} px`).toBeLessThanOrEqual((await pageWidth(page)).window);
        const basket = page.getByTestId('basket-page');
        await expectUsable(page, `Remove at ${width}`, basket.getByRole('button', { name: store.remove }).first());
        // Apply answers once there is a code to apply.
        await basket.getByRole('textbox', { name: store.promo }).fill('SKI10');
        await expectUsable(page, `Apply at ${width}`, basket.getByRole('button', { name: store.apply, exact: true }));
        const checkout = basket.getByRole('link', { name: store.checkout, exact: true });
        await expectUsable(page, `Checkout at ${width}`, checkout);
        // A labelled button: its words fit inside it.
        const fits = await checkout.evaluate((link) => link.scrollWidth <= link.clientWidth && link.getBoundingClientRect().width >= 120);
        expect(fits, `Checkout's label fits at ${width}`).toBe(true);
        const price = basket.getByTestId('item-subtotal').first();
        await price.scrollIntoViewIfNeeded();
        await expect(price).toBeInViewport();
      }
    });
  }

  test('the note that products are not reserved is calm, not an error', async ({ page }) => {
    await openFullBasket(page, 'localhost');
    const note = page.getByTestId('basket-note');
    await expect(note).toHaveText('Your products are not reserved');
    await expect(note).not.toHaveAttribute('role', 'alert');
    // Not in the red of the alerts and the Checkout button, and not bold.
    const style = await note.evaluate((element) => ({ color: getComputedStyle(element).color, weight: Number(getComputedStyle(element).fontWeight) }));
    const red = await page.getByTestId('checkout-button').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(style.color).not.toBe(red);
    expect(style.weight).toBeLessThan(600);
  });
});
