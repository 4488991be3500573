import type { Page } from '@playwright/test';
import { SPLIT_STOREFRONT_PORT } from '../playwright.config.ts';
import { expect, storeUrl, test, waitForShell } from './fixtures.ts';

/** Spec 02 section 4, "Navigation panels", and the header's language dropdown beside them. */

const categories = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const panel = (page: Page) => page.getByTestId('nav-panel');

test.describe('category navigation on desktop', () => {
  test('one panel at a time; the first child opens by itself, another on hover', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await categories(page).getByRole('button', { name: 'Ski', exact: true }).hover();
    await expect(panel(page)).toHaveCount(1);
    await expect(panel(page).getByRole('link', { name: 'All Ski' })).toBeVisible();
    // The first child opens by itself a few frames later, showing its links.
    await expect(panel(page).getByRole('link', { name: 'Equipment' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page).getByRole('link', { name: 'Ski boots' })).toBeVisible();
    await panel(page).getByRole('link', { name: 'Packs & passes' }).hover();
    await expect(panel(page).getByRole('link', { name: 'Packs & passes' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page).getByRole('link', { name: 'Ski passes' })).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'Ski boots' })).toHaveCount(0);

    await categories(page).getByRole('button', { name: 'Clothing', exact: true }).hover();
    await expect(panel(page)).toHaveCount(1);
    await expect(panel(page).getByRole('link', { name: 'All Clothing' })).toBeVisible();
    await expect(categories(page).getByRole('button', { name: 'Ski', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await panel(page).getByRole('link', { name: 'Ski jackets' }).click();
    await expect(page).toHaveURL(/\/clothing\/ski-jackets$/);
    await expect(panel(page)).toHaveCount(0);
  });

  test('opening a category panel closes the language dropdown, and the other way round', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const language = page.getByRole('button', { name: /Change country or language/ });
    await language.click();
    const dropdown = page.locator('.language-switcher__dropdown');
    await expect(dropdown.getByRole('link', { name: /Deutsch\s*Deutschland/ })).toBeVisible();
    await categories(page).getByRole('button', { name: 'Brands', exact: true }).hover();
    await expect(panel(page)).toHaveCount(1);
    await expect(dropdown).toHaveCount(0);
    await expect(language).toHaveAttribute('aria-expanded', 'false');

    await language.click();
    await expect(dropdown).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
  });

  test('the panels work from the keyboard', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const ski = categories(page).getByRole('button', { name: 'Ski', exact: true });
    await ski.focus();
    await page.keyboard.press('ArrowDown');
    await expect(panel(page)).toHaveCount(1);
    await expect(panel(page).getByRole('link', { name: 'All Ski' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    // Focus on a child opens it, as the pointer does.
    const equipment = panel(page).getByRole('link', { name: 'Equipment' });
    await expect(equipment).toBeFocused();
    await expect(equipment).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('link', { name: 'Skis', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(ski).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ski).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(ski).toHaveAttribute('aria-expanded', 'false');
  });

  test('a list of 35 links or more is laid out in columns, a shorter one wrapped', async ({ page }) => {
    // The demo menu's longest list has 8 links: the Brands group gets 40 here, Flash sales keeps its own.
    // The storefront served apart from its API renders in the browser, where the reply can be changed.
    await page.route('**/api/category-navigation?*type=header*', async (route) => {
      const reply = await route.fetch();
      const body = (await reply.json()) as { items: { label: string; children: { children: unknown[] }[] }[] };
      const brands = body.items.find((item) => item.label === 'Brands')!;
      const group = brands.children[0]!;
      group.children = Array.from({ length: 40 }, (_, i) => ({ id: 90_000 + i, label: `Brand ${i + 1}`, url: '/brand/rossignol', level: 3, children: [] }));
      await route.fulfill({ response: reply, json: body });
    });
    await page.goto(`http://localhost:${SPLIT_STOREFRONT_PORT}/`);
    await waitForShell(page);
    // Rendered in the browser, the strip above the header comes with its own call and moves the
    // bar down: the pointer goes to the bar where it stays.
    await expect(page.getByTestId('sitewide-banner-rtb').filter({ visible: true })).toBeVisible();
    await categories(page).getByRole('button', { name: 'Brands', exact: true }).hover();
    const long = panel(page).locator('.nav-panel__links');
    await expect(long.getByRole('link')).toHaveCount(40);
    await expect(long).toHaveAttribute('data-layout', 'columns');
    await categories(page).getByRole('button', { name: 'Flash sales', exact: true }).hover();
    await expect(panel(page).locator('.nav-panel__links')).toHaveAttribute('data-layout', 'wrapped');
  });

  test('the New Season button opens the new-season listing', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await categories(page).getByRole('link', { name: 'New Season' }).click();
    await expect(page).toHaveURL(/\/new\?sp_nav=ct-49$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New season' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('product-card')).toContainText(['Rossignol Hero ski jacket']);
  });
});

test.describe('category navigation on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens branches and its New Season link opens the listing, in French', async ({ page }) => {
    await page.goto(storeUrl('fr.localhost', '/cookie-policy'));
    await waitForShell(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await menu.getByRole('button', { name: 'Ski', exact: true }).click();
    await expect(menu.getByRole('button', { name: 'Équipement' })).toBeVisible();
    await menu.getByRole('link', { name: 'Nouvelle saison' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle saison' })).toBeVisible();
    await expect(page.getByTestId('listing-count')).toHaveText(/^\d+ produits?$/);
  });
});
