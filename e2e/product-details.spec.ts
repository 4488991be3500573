import type { Page } from '@playwright/test';
import { expect, refuseCookiesFirst, storeUrl, test, waitForPlugins } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function openProduct(page: Page, host: Parameters<typeof storeUrl>[0], id: number): Promise<void> {
  await refuseCookiesFirst(page, host);
  await page.goto(storeUrl(host, `/catalog/product/view/id/${id}`));
  await waitForPlugins(page);
}

const section = (page: Page, name: string) =>
  page
    .getByTestId('product-page')
    .getByRole('group')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('uk on a desktop: the description and the specifications show open below the purchase form', async ({ page }) => {
  test.slow(); // two visits: the cookie choice, then the product
  await page.setViewportSize(DESKTOP);
  await openProduct(page, 'localhost', 1001);
  const description = section(page, 'Description');
  await expect(description).toHaveAttribute('open', '');
  await expect(description.getByText(/^An all-mountain ski for skiers who spend the day/)).toBeVisible();
  const specifications = page.getByRole('table', { name: 'Specifications' });
  await expect(specifications).toBeVisible();
  await expect(specifications.getByRole('row', { name: 'Waist width 86 mm' })).toBeVisible();
  await expect(specifications.getByRole('row', { name: 'Skier level Intermediate to advanced' })).toBeVisible();
  // Below the form: the shopper meets the button first.
  const form = (await page.locator('.purchase__add').boundingBox())!;
  expect((await description.boundingBox())!.y).toBeGreaterThan(form.y + form.height);
  // The page head tells search engines and link previews the same text.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^An all-mountain ski for skiers who/);
});

test('fr and dk: the texts, the labels and the headings are in the store’s language', async ({ page }) => {
  test.slow(); // two stores, each with its cookie choice
  await page.setViewportSize(DESKTOP);
  await openProduct(page, 'fr.localhost', 1016);
  await expect(section(page, 'Description').getByText(/^Une veste de ski chaude et entièrement imperméable/)).toBeVisible();
  const fr = page.getByRole('table', { name: 'Caractéristiques techniques' });
  await expect(fr.getByRole('row', { name: /^Imperméabilité 20\s000 mm$/ })).toBeVisible();
  await expect(fr.getByRole('row', { name: /^Coupe Regular, longueur hanches$/ })).toBeVisible();

  await openProduct(page, 'dk.localhost', 1004);
  await expect(section(page, 'Beskrivelse').getByText(/^En skistøvle til sikre skiløbere/)).toBeVisible();
  const dk = page.getByRole('table', { name: 'Specifikationer' });
  await expect(dk.getByRole('row', { name: 'Læstbredde 100 mm' })).toBeVisible();
  await expect(dk.getByRole('row', { name: 'Flex 100' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('at 390 px the sections are closed, the purchase form keeps the first screen, and a tap opens each', async ({ page }) => {
    await openProduct(page, 'localhost', 1001);
    const add = (await page.locator('.purchase__add').boundingBox())!;
    expect(add.y + add.height).toBeLessThanOrEqual(PHONE.height);

    const description = section(page, 'Description');
    const text = description.getByText(/^An all-mountain ski for skiers/);
    await expect(description).not.toHaveAttribute('open');
    await expect(text).toBeHidden();
    await expect(page.getByRole('table', { name: 'Specifications' })).toBeHidden();

    await description.getByRole('heading', { name: 'Description' }).tap();
    await expect(text).toBeVisible();
    await section(page, 'Specifications').getByRole('heading', { name: 'Specifications' }).tap();
    await expect(page.getByRole('table', { name: 'Specifications' }).getByRole('row', { name: 'Turn radius 15 m (174 cm)' })).toBeVisible();
    // A second tap closes it again.
    await description.getByRole('heading', { name: 'Description' }).tap();
    await expect(text).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s page shows them open on a desktop and as working disclosures on a phone', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(storeUrl('de.localhost', '/catalog/product/view/id/1008'));
    await expect(page.getByText(/^Das Allmountain-Snowboard, an dem viele Rider/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Technische Daten' }).getByRole('row', { name: 'Längen 154, 158, 162 cm' })).toBeVisible();

    await page.setViewportSize(PHONE);
    const text = page.getByText(/^Das Allmountain-Snowboard, an dem viele Rider/);
    await expect(text).toBeHidden();
    await page.locator('summary', { hasText: 'Beschreibung' }).click();
    await expect(text).toBeVisible();
  });
});
