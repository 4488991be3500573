import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readPoTexts } from '../server/i18n/po-catalog.ts';
import { expect, storeUrl, test, waitForShell } from './fixtures.ts';

/**
 * Spec 02 section 9 and the footer rules of section 2, in each of the 17 stores: its language,
 * its money format, its phone, its payment icons (American Express hidden in two stores), its
 * badge images and B-corp logo by language, and no English text in a store of another language.
 */
interface StoreCase {
  host: 'localhost' | `${string}.localhost`;
  title: string;
  lang: string;
  phone: string;
  /** A price as the product page shows it; null where prices need a signed-in member. */
  price: RegExp | null;
  amex: boolean;
  badges: string;
  bCorp: string;
}

const SPACE = '[\u00a0\u202f ]';
const STORES: StoreCase[] = [
  {
    host: 'localhost',
    title: 'Summit UK',
    lang: 'en',
    phone: '+44 20 3514 0500',
    price: /^£\d{1,3}(,\d{3})*\.\d{2}$/,
    amex: true,
    badges: 'default',
    bCorp: 'default',
  },
  {
    host: 'ie.localhost',
    title: 'Summit Ireland',
    lang: 'en',
    phone: '+353 1 513 4800',
    price: /^€\d{1,3}(,\d{3})*\.\d{2}$/,
    amex: true,
    badges: 'default',
    bCorp: 'default',
  },
  {
    host: 'nl.localhost',
    title: 'Summit Netherlands',
    lang: 'en',
    phone: '+31 20 808 1500',
    price: /^€ \d{1,3}(\.\d{3})*,\d{2}$/,
    amex: true,
    badges: 'default',
    bCorp: 'default',
  },
  {
    host: 'it.localhost',
    title: 'Summit Italy',
    lang: 'en',
    phone: '+39 02 8973 3600',
    price: /^\d+(\.\d{3})*,\d{2} €$/,
    amex: true,
    badges: 'default',
    bCorp: 'default',
  },
  { host: 'de.localhost', title: 'Summit Deutschland', lang: 'de', phone: '+49 30 22153800', price: null, amex: false, badges: 'de', bCorp: 'de-at' },
  {
    host: 'dk.localhost',
    title: 'Summit Danmark',
    lang: 'da',
    phone: '+45 33 18 25 00',
    price: /^\d{1,3}(\.\d{3})*,\d{2} kr\.$/,
    amex: true,
    badges: 'da',
    bCorp: 'default',
  },
  {
    host: 'fr.localhost',
    title: 'Summit France',
    lang: 'fr',
    phone: '+33 1 84 88 02 10',
    price: new RegExp(`^\\d{1,3}(${SPACE}\\d{3})*,\\d{2} €$`),
    amex: true,
    badges: 'fr',
    bCorp: 'fr',
  },
  {
    host: 'es.localhost',
    title: 'Summit España',
    lang: 'es',
    phone: '+34 911 23 84 00',
    price: /^\d+(\.\d{3})*,\d{2} €$/,
    amex: true,
    badges: 'es',
    bCorp: 'es',
  },
  {
    host: 'se.localhost',
    title: 'Summit Sverige',
    lang: 'sv',
    phone: '+46 8 505 123 00',
    price: new RegExp(`^\\d{1,3}(${SPACE}\\d{3})*,\\d{2} kr$`),
    amex: true,
    badges: 'sv',
    bCorp: 'default',
  },
  {
    host: 'pl.localhost',
    title: 'Summit Poland',
    lang: 'en',
    phone: '+48 22 307 12 00',
    price: new RegExp(`^\\d+(${SPACE}\\d{3})*,\\d{2} zł$`),
    amex: true,
    badges: 'default',
    bCorp: 'default',
  },
  {
    host: 'be.localhost',
    title: 'Summit Belgium',
    lang: 'en',
    phone: '+32 2 808 15 00',
    price: new RegExp(`^€ \\d{1,3}(${SPACE}\\d{3})*,\\d{2}$`),
    amex: true,
    badges: 'default',
    bCorp: 'default',
  },
  {
    host: 'ch.localhost',
    title: 'Summit Suisse',
    lang: 'fr',
    phone: '+41 22 518 17 00',
    price: /^CHF \d{1,3}(['’]\d{3})*\.\d{2}$/,
    amex: true,
    badges: 'fr',
    bCorp: 'fr',
  },
  {
    host: 'cz.localhost',
    title: 'Summit Czechia',
    lang: 'en',
    phone: '+420 228 880 500',
    price: new RegExp(`^\\d{1,3}(${SPACE}\\d{3})*,\\d{2} Kč$`),
    amex: true,
    badges: 'default',
    bCorp: 'default',
  },
  {
    host: 'at.localhost',
    title: 'Summit Österreich',
    lang: 'de',
    phone: '+43 1 25363500',
    price: new RegExp(`^€ \\d{1,3}(${SPACE}\\d{3})*,\\d{2}$`),
    amex: false,
    badges: 'de',
    bCorp: 'de-at',
  },
  {
    host: 'fi.localhost',
    title: 'Summit Finland',
    lang: 'en',
    phone: '+358 9 31581500',
    price: new RegExp(`^\\d{1,3}(${SPACE}\\d{3})*,\\d{2} €$`),
    amex: true,
    badges: 'default',
    bCorp: 'default',
  },
  {
    host: 'pt.localhost',
    title: 'Summit Portugal',
    lang: 'en',
    phone: '+351 21 318 0500',
    price: new RegExp(`^\\d+(${SPACE}\\d{3})*,\\d{2} €$`),
    amex: true,
    badges: 'default',
    bCorp: 'default',
  },
  {
    host: 'gr.localhost',
    title: 'Summit Greece',
    lang: 'en',
    phone: '+30 21 0300 5500',
    price: /^\d{1,3}(\.\d{3})*,\d{2} €$/,
    amex: true,
    badges: 'default',
    bCorp: 'default',
  },
];

/** The storefront's English texts (shell and plugin catalogs), the literal parts long enough to be unmistakably English. */
function englishTexts(): string[] {
  const root = join(import.meta.dirname, '..');
  const dirs = ['runtime/locales', ...readdirSync(join(root, 'plugins')).map((p) => `plugins/${p}/locales`)];
  const texts = new Set<string>();
  for (const dir of dirs) {
    const file = join(root, dir, 'en_GB', 'messages.po');
    if (!existsSync(file)) continue;
    for (const text of Object.values(readPoTexts(file, 'en_GB'))) {
      for (const part of text.split(/\{[^}]*\}|<\/?\d+\/?>/)) if (part.trim().length >= 12 && part.trim().includes(' ')) texts.add(part.trim());
    }
  }
  return [...texts];
}

test.describe('every store of the spec', () => {
  const english = englishTexts();

  for (const store of STORES) {
    test(`${store.host}: ${store.lang}, its money, phone, payment icons and badges${store.lang === 'en' ? '' : ', no English'}`, async ({ page }) => {
      await page.goto(storeUrl(store.host, '/'));
      await waitForShell(page);
      await expect(page).toHaveTitle(store.title);
      await expect(page.locator('html')).toHaveAttribute('lang', store.lang);
      const footer = page.getByTestId('footer');
      await expect(footer.getByTestId('footer-phone')).toHaveText(store.phone);
      await expect(footer.getByTestId('footer-email')).toHaveAttribute('href', /^mailto:[a-z]+@summit-shop\.[a-z.]+$/);
      const icons = footer.getByTestId('payment-icons');
      await expect(icons.getByRole('img', { name: 'Visa' })).toHaveAttribute('src', '/payment/visa.svg');
      await expect(icons.getByRole('img', { name: 'American Express' })).toHaveCount(store.amex ? 1 : 0);
      await expect(footer.getByTestId('app-badges').locator('img').first()).toHaveAttribute('src', `/badges/app-store-${store.badges}.svg`);
      await expect(footer.getByTestId('b-corp')).toHaveAttribute('src', `/badges/b-corp-${store.bCorp}.svg`);
      await expect(footer.getByTestId('footer-column')).toHaveCount(4);

      if (store.lang !== 'en') {
        const shown = await page.locator('body').innerText();
        expect(english.filter((text) => shown.includes(text))).toEqual([]);
      }

      if (store.price) {
        await page.goto(storeUrl(store.host, '/catalog/product/view/id/1001'));
        await waitForShell(page);
        await expect(page.getByTestId('product-price').locator('strong')).toHaveText(store.price);
      }
    });
  }
});
