import type { Page } from '@playwright/test';
import { expect, refuseCookiesFirst, test, waitForPlugins } from './fixtures.ts';
import { DEMO, signInByApi } from './members-helpers.ts';

/*
 * The account pages' navigation: folded on a phone into "My account: <this page>" so that the
 * page's own content is on the first screen, a sidebar on a desktop; Sign out in it; the orders
 * list paged by previous, page numbers and next.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const nav = (page: Page) => page.getByRole('navigation', { name: 'My account' });
const toggle = (page: Page) => nav(page).getByRole('button', { name: /^My account: / });

async function pageIsNoWiderThanWindow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('members: the account menu', () => {
  test.beforeEach(async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    await signInByApi(page, DEMO.email, DEMO.password);
  });

  test('on a phone the menu is folded, the page’s content is on the first screen, and the menu opens to every page and Sign out', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/sales/order/history/');
    const history = page.getByTestId('order-history');
    await expect(history.getByTestId('order-row')).toHaveCount(5);
    await waitForPlugins(page);
    await expect(toggle(page)).toHaveAccessibleName('My account: My orders');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'Addresses' })).toBeHidden();
    // The first order and the page's heading are on the first screen.
    const firstOrder = await history.getByTestId('order-row').first().boundingBox();
    expect(firstOrder!.y + firstOrder!.height).toBeLessThanOrEqual(PHONE.height);
    await expect(history.getByRole('heading', { level: 1, name: 'My orders' })).toBeInViewport();
    await pageIsNoWiderThanWindow(page);

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Addresses' }).click();
    await expect(page.getByTestId('address-list')).toBeVisible();
    // Folded again on the new page, named after it.
    await expect(toggle(page)).toHaveAccessibleName('My account: Addresses');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

    await toggle(page).click();
    await nav(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByTestId('header').getByTestId('account-button')).toHaveAccessibleName('Sign in');
  });

  test('on a desktop the menu is a sidebar with Sign out, and no fold', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/customer/account');
    await expect(page.getByTestId('account-dashboard')).toBeVisible();
    await waitForPlugins(page);
    await expect(toggle(page)).toBeHidden();
    await expect(nav(page).getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const signOut = nav(page).getByRole('button', { name: 'Sign out' });
    await expect(signOut).toBeInViewport();
    await signOut.click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByTestId('header').getByTestId('account-button')).toHaveAccessibleName('Sign in');
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the orders list pages by previous, page numbers and next on a ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/sales/order/history/');
      const pager = page.getByTestId('pagination');
      const rows = page.getByTestId('order-row');
      await expect(rows).toHaveCount(5);
      await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(pager.getByRole('button', { name: /^Page \d$/ })).toHaveCount(3);
      await expect(pager.getByRole('spinbutton')).toHaveCount(0);
      await pager.getByRole('button', { name: 'Page 3' }).click();
      await expect(rows).toHaveCount(3);
      await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
      await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
      await pager.getByRole('button', { name: 'Previous' }).click();
      await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(rows).toHaveCount(5);
      await pageIsNoWiderThanWindow(page);
    });
  }
});
