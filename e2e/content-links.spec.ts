import { expect, expectOnlyConsoleErrors, NOT_FOUND_RESOURCE, storeUrl, test, waitForShell } from './fixtures.ts';
import { DEMO, signInByApi } from './members-helpers.ts';

/** Issue 14: links that lead somewhere, and the small things around them. */

test.describe('footer Blog and Advice', () => {
  test('lead to the blog archive, its posts and the advice page in the UK', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const footer = page.getByTestId('footer');
    await footer.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/archived\/blog$/);
    const blog = page.getByTestId('cms-page');
    await expect(blog.getByRole('heading', { level: 1, name: 'The Summit UK blog' })).toBeVisible();
    await expect(blog.getByRole('heading', { level: 2 })).toHaveCount(4);
    await blog.getByRole('link', { name: 'Waxing your skis at home, step by step' }).click();
    await expect(page).toHaveURL(/\/archived\/blog\/wax-your-skis-at-home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Waxing your skis at home, step by step' })).toBeVisible();

    await page.getByTestId('footer').getByRole('link', { name: 'Advice', exact: true }).click();
    await expect(page).toHaveURL(/\/advice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Advice: how to choose your skis' })).toBeVisible();
    await page.getByTestId('cms-page').getByRole('link', { name: 'ski boots' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ski boots' })).toBeVisible();
  });

  for (const host of ['fr.localhost', 'de.localhost'] as const) {
    test(`stay hidden in ${host}, where the pages do not exist`, async ({ page, consoleErrors }) => {
      await page.goto(storeUrl(host, '/cookie-policy'));
      await waitForShell(page);
      const footer = page.getByTestId('footer');
      await expect(footer.getByTestId('footer-column')).toHaveCount(4);
      await expect(footer.locator('a[href*="archived/blog"], a[href="/advice"]')).toHaveCount(0);
      await page.goto(storeUrl(host, '/archived/blog'));
      await expect(page.getByTestId('not-found')).toBeVisible();
      expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);
    });
  }
});

test.describe('addresses that used to lead nowhere', () => {
  test('brand aliases show the brand page', async ({ page }) => {
    for (const path of ['/shop/rossignol', '/brand-new/rossignol']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Rossignol' })).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toContainText('Rossignol');
    }
  });

  test('an unknown sale is not found; a live one lists its products', async ({ page, consoleErrors }) => {
    await page.goto('/event/unknown-sale');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('listing-count')).toHaveCount(0);
    expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);
    await page.goto('/event/ski-flash-sale');
    await expect(page.getByRole('heading', { level: 1, name: 'Ski flash sale' })).toBeVisible();
  });

  test('the member menu links Help & Contact and About', async ({ page }) => {
    await signInByApi(page, DEMO.email, DEMO.password);
    await page.goto('/');
    await waitForShell(page);
    await page.getByTestId('header').getByTestId('account-button').click();
    const menu = page.getByTestId('account-menu');
    await expect(menu.getByRole('link', { name: 'Help & Contact' })).toHaveAttribute('href', '/help');
    await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about-us');
  });
});

test.describe('counts and groups', () => {
  test('the basket counts one item as one item, and recommends each product once with its sizes', async ({ page }) => {
    await page.goto('/catalog/product/view/id/1018');
    await page.getByTestId('product-page').getByRole('button', { name: 'Add to basket' }).click();
    const added = page.getByTestId('added-to-basket');
    await expect(added).toContainText('Basket subtotal (1 item)');
    await expect(page.getByTestId('basket-button')).toHaveAccessibleName('Basket, 1 item');
    await added.getByRole('link', { name: 'View basket' }).click();
    const bestsellers = page.locator('[data-block="basket bestselling"]');
    const gloves = bestsellers.getByRole('listitem').filter({ hasText: 'Summit leather gloves' });
    await expect(gloves).toHaveCount(1);
    await expect(gloves).toContainText('S · M · L · XL');
    await expect(bestsellers.getByText(/Summit leather gloves (S|M|L|XL)$/)).toHaveCount(0);
  });
});

test.describe('the member’s order pages', () => {
  test('sit in the account frame, with its side navigation', async ({ page }) => {
    await signInByApi(page, DEMO.email, DEMO.password);
    await page.goto('/sales/order/history/');
    const history = page.getByTestId('order-history');
    const side = history.getByRole('navigation', { name: 'My account' });
    await expect(side.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(side.getByRole('link', { name: 'Account Information' })).toBeVisible();
    await history.getByTestId('order-row').first().getByRole('link').first().click();
    const view = page.getByTestId('order-view');
    await expect(view.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(/Order #\d+/);
  });
});
