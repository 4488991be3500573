import { expect, expectOnlyConsoleErrors, storeUrl, test, waitForShell } from './fixtures.ts';
import { CONSENT_FAILURE, failCookieSave } from './consent-support.ts';

test.describe('consent: saving', () => {
  test('a save failure shows the error view, is reported, and Close reloads the page', async ({ page, consoleErrors }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await failCookieSave(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'ACCEPT ALL' }).click();

    const modal = page.getByTestId('modal');
    const error = modal.getByTestId('cookie-preferences-error');
    await expect(error).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(error).toContainText('Something went wrong');
    await expect(error).toContainText('Recent changes may not have been saved. Please try again later.');
    await expect.poll(() => consoleErrors.join('\n')).toContain('[summit:consent] cookie preferences could not be saved');
    expectOnlyConsoleErrors(consoleErrors, ...CONSENT_FAILURE);

    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });
    const reloaded = page.waitForEvent('load');
    await error.getByRole('button', { name: 'Close' }).click();
    await reloaded;
    await waitForShell(page);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    // Nothing was saved: the banner asks again.
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
  });

  test('a failed save from the preferences modal switches it to the error view', async ({ page, consoleErrors }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await failCookieSave(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'More details' }).click();
    const modal = page.getByTestId('modal');
    await modal.getByRole('button', { name: 'Save settings and continue' }).click();
    await expect(modal.getByTestId('cookie-preferences-error')).toBeVisible();
    expectOnlyConsoleErrors(consoleErrors, ...CONSENT_FAILURE);
  });

  test('buttons are disabled while saving', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cookie-preference-save', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'More details' }).click();
    const modal = page.getByTestId('modal');
    await modal.getByRole('button', { name: 'Accept all and continue' }).click();
    await expect(modal.getByRole('button', { name: 'Accept all and continue' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Save settings and continue' })).toBeDisabled();
    await expect(modal.getByRole('switch', { name: 'Advertising' })).toBeDisabled();
    release();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });
});
