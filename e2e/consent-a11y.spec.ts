import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, storeUrl, test, waitForShell } from './fixtures.ts';

async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test.describe('consent accessibility', () => {
  test('banner and preferences modal have no serious or critical axe violation', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="cookie-banner"]')).toEqual([]);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'More details' }).click();
    await expect(page.getByTestId('cookie-preferences')).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="modal"]')).toEqual([]);
  });

  test('the blocking banner wording has no serious or critical axe violation', async ({ page }) => {
    await page.goto(storeUrl('fr.localhost', '/'));
    await waitForShell(page);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="cookie-banner"]')).toEqual([]);
  });

  test('the modal follows the dialog pattern: focus inside, labelled switches, Escape closes and returns focus', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    const opener = page.getByTestId('cookie-banner').getByRole('button', { name: 'More details' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Your cookie preferences' });
    await expect(modal).toBeVisible();
    expect(await modal.evaluate((dialog) => dialog.matches(':modal') && dialog.contains(document.activeElement))).toBe(true);
    // Tab cycles inside the dialog (focus trap of the modal <dialog>).
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
    const functional = modal.getByRole('switch', { name: 'Functional and Performance' });
    await functional.focus();
    await page.keyboard.press('Space');
    await expect(functional).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
