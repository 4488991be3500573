import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForShell } from './fixtures.ts';

test.describe('desktop shell', () => {
  test('the category bar opens one panel at a time and has a New Season button', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const nav = page.getByRole('navigation', { name: 'Categories' });
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'New Season' })).toBeVisible();
    const tops = nav.getByRole('button');
    await tops.nth(0).click();
    await expect(page.getByTestId('nav-panel')).toHaveCount(1);
    await tops.nth(1).click();
    await expect(page.getByTestId('nav-panel')).toHaveCount(1);
    await expect(tops.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('nav-panel')).toHaveCount(0);
  });

  test('back to top appears on desktop after scrolling and brings the page up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    await waitForShell(page);
    await expect(page.getByTestId('footer')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the shell has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await expect(page.getByTestId('footer-column')).toHaveCount(4);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
