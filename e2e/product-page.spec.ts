import type { Page } from '@playwright/test';
import { expect, refuseCookiesFirst, storeUrl, test, waitForShell } from './fixtures.ts';

const SIZES = [{ width: 1440, height: 900 }];

/** Whether the whole of what `testId` (or role) marks lies inside the first screen. */
async function onFirstScreen(page: Page, name: string, locator = page.getByTestId(name)): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, name).not.toBeNull();
  expect(box!.y, name).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${name} ends within the first screen`).toBeLessThanOrEqual(viewport.height);
}

for (const host of ['localhost', 'fr.localhost'] as const) {
  for (const size of SIZES) {
    test(`${host} at ${size.width}x${size.height}: the name, price, size and Add to basket are on the first screen`, async ({ page }) => {
      await page.setViewportSize(size);
      await refuseCookiesFirst(page, host);
      await page.goto(storeUrl(host, '/catalog/product/view/id/1001'));
      await waitForShell(page);
      const product = page.getByTestId('product-page');
      await onFirstScreen(page, 'name', product.getByRole('heading', { level: 1 }));
      await onFirstScreen(page, 'product-price');
      await onFirstScreen(page, 'size select', product.getByRole('combobox').first());
      await onFirstScreen(page, 'add to basket', product.locator('.purchase__add'));
    });
  }
}

test('errors show at their fields: the length select and the quantity, keeping what was typed', async ({ page }) => {
  await page.goto('/catalog/product/view/id/1001');
  await waitForShell(page);
  const product = page.getByTestId('product-page');
  await product.getByRole('button', { name: 'Add to basket' }).click();
  const select = product.getByLabel('Length');
  await expect(select).toBeFocused();
  await expect(select).toHaveAttribute('aria-invalid', 'true');
  const error = product.getByTestId('option-error');
  await expect(error).toHaveText('Please choose: Length');
  await expect(select).toHaveAttribute('aria-describedby', (await error.getAttribute('id'))!);

  await select.selectOption({ label: '174 cm' });
  await expect(error).toHaveCount(0);
  const quantity = product.getByLabel('Quantity');
  await quantity.fill('99');
  await product.getByRole('button', { name: 'Add to basket' }).click();
  await expect(product.getByTestId('quantity-error')).toHaveText('Please enter a quantity from 1 to 10.');
  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveValue('99');
  await expect(page.getByRole('heading', { name: 'Added to your basket' })).toHaveCount(0);
});

test('the fitting form and the reduction speak French: one percent style', async ({ page }) => {
  await refuseCookiesFirst(page, 'fr.localhost');
  await page.goto(storeUrl('fr.localhost', '/catalog/product/view/id/1004'));
  await waitForShell(page);
  await expect(page.getByTestId('product-fitting-form')).toHaveText('Chaussant Mondopoint');
  await expect(page.getByTestId('product-discount')).toHaveText(/^-\d+\u00a0%$/);
});
