import type { Page } from '@playwright/test';
import { expect, refuseCookiesFirst, storeUrl, test, waitForShell } from './fixtures.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a bar with the name, price and Add to basket follows once the form has scrolled away, and adds through the form', async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    await page.goto(storeUrl('localhost', '/catalog/product/view/id/1001'));
    await waitForShell(page);
    const bar = page.getByTestId('sticky-add-bar');
    await expect(bar).toBeHidden();
    await page.getByLabel('Length').selectOption({ label: '174 cm' });
    // The shopper scrolls on (the page below the form grows as its parts arrive) until the form's button is gone.
    await expect(async () => {
      await page.mouse.wheel(0, 300);
      await expect(bar).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByTestId('purchase-form').getByRole('button', { name: 'Add to basket' }).first()).not.toBeInViewport();
    await expect(bar).toContainText('Rossignol Experience 86 Ti skis');
    await expect(bar).toContainText('£429.00');
    await bar.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('heading', { name: 'Added to your basket' })).toBeVisible();
  });
});

test('the gallery: three pictures without words, next and previous, the arrow keys, thumbnails, and an enlarged view', async ({ page }) => {
  await refuseCookiesFirst(page, 'fr.localhost');
  await page.goto(storeUrl('fr.localhost', '/catalog/product/view/id/1001'));
  await waitForShell(page);
  const gallery = page.getByTestId('gallery');
  const position = gallery.getByTestId('gallery-position');
  await expect(position).toHaveText('Image 1 sur 3');
  await expect(gallery.getByRole('img', { name: 'Skis Rossignol Experience 86 Ti' })).toHaveAttribute('src', /ros-exp86ti\.webp$/);
  await gallery.getByRole('button', { name: 'Image suivante' }).click();
  await expect(position).toHaveText('Image 2 sur 3');
  await expect(gallery.getByRole('button', { name: 'Afficher l’image 2 sur 3' })).toHaveAttribute('aria-pressed', 'true');

  // The picture in view is the strip's one stop for the keyboard; the arrows move along it.
  const second = gallery.getByRole('button', { name: 'Agrandir l’image 2 sur 3' });
  await second.focus();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Image 3 sur 3');
  await expect(gallery.getByRole('button', { name: 'Image suivante' })).toBeDisabled();
  await page.keyboard.press('Home');
  await expect(position).toHaveText('Image 1 sur 3');
  await gallery.getByRole('button', { name: 'Afficher l’image 3 sur 3' }).click();
  await expect(position).toHaveText('Image 3 sur 3');

  await gallery.getByRole('button', { name: 'Agrandir l’image 3 sur 3' }).click();
  const zoom = page.getByRole('dialog', { name: 'Image 3 sur 3 : Skis Rossignol Experience 86 Ti' });
  await expect(zoom).toBeVisible();
  await expect(zoom.locator('img')).toHaveAttribute('src', /ros-exp86ti-scene\.webp$/);
  const magnify = zoom.getByRole('button', { name: 'Zoomer' });
  await magnify.click();
  await expect(magnify).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
});

test('the breadcrumb leads from the product back to its category, in the store’s language', async ({ page }) => {
  await refuseCookiesFirst(page, 'fr.localhost');
  await page.goto(storeUrl('fr.localhost', '/catalog/product/view/id/1001'));
  await waitForShell(page);
  const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(trail.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Skis Rossignol Experience 86 Ti');
  await trail.getByRole('link', { name: 'Skis' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skis');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
