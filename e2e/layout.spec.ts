import type { Page } from '@playwright/test';
import { expect, refuseCookiesFirst, storeUrl, test, waitForShell } from './fixtures.ts';
import { signInOnHost } from './link-walk-helpers.ts';
import { DEMO } from './members-helpers.ts';
import { findLayoutProblems, type LayoutProblem } from './support/layout-probe.ts';

/*
 * Issue 32's layout rule, on every page type at five widths in four stores: the page is never
 * wider than the window, no fixed layer covers another layer's button, and the product page's
 * Add to basket is on the first screen. One load per page, then the window is resized: the
 * layout is CSS's, so a resize shows each width without reloading.
 */
type Host = Parameters<typeof storeUrl>[0];
const WIDTHS = [320, 390, 768, 1024, 1440] as const;
const heightFor = (width: number): number => (width < 768 ? 844 : width < 1440 ? 1024 : 900);
/** Add to basket, or where prices are for members only (de), the guest's way to sign in. */
const ADD_TO_BASKET = '[data-testid="purchase-form"] button[type="submit"], [data-testid="members-cta"]';

const STORES: { host: Host; storeId: number; listing: string }[] = [
  { host: 'localhost', storeId: 1, listing: '/ski/skis' },
  { host: 'fr.localhost', storeId: 13, listing: '/ski/skis' },
  { host: 'de.localhost', storeId: 11, listing: '/ski/alpinski' },
  { host: 'dk.localhost', storeId: 12, listing: '/ski/alpinski' },
];

interface PageCase {
  name: string;
  path: string;
  /** The selector of the page's primary action, which must be on the first screen. */
  primaryAction?: string;
  /** The checkout stand-in is the reference server's own page, without the storefront's shell. */
  serverPage?: boolean;
  /** Brings the loaded page into the state the case is about (an open panel). */
  open?: (page: Page) => Promise<void>;
}

const guestPages = (listing: string): PageCase[] => [
  { name: 'home', path: '/' },
  { name: 'sale', path: '/event/ski-flash-sale' },
  { name: 'listing with a filter', path: `${listing}?brand=1` },
  { name: 'search', path: '/search?s=jacket' },
  { name: 'product', path: '/catalog/product/view/id/1001', primaryAction: ADD_TO_BASKET },
  { name: 'empty basket', path: '/checkout/cart/' },
  { name: 'cms page', path: '/about-us' },
  { name: 'faq', path: '/frequently-asked-questions' },
];

const memberPages: PageCase[] = [
  { name: 'added-to-basket panel', path: '/catalog/product/view/id/1001', open: addThroughThePage },
  { name: 'full basket', path: '/checkout/cart/' },
  { name: 'checkout', path: '/checkout/', serverPage: true },
  { name: 'order success', path: '/order/success/?order_id=1' },
  { name: 'account', path: '/customer/account' },
  { name: 'orders', path: '/sales/order/history/' },
  { name: 'addresses', path: '/customer/address/' },
];

async function addThroughThePage(page: Page): Promise<void> {
  const form = page.getByTestId('purchase-form');
  const size = form.getByRole('combobox').first();
  const value = await size.locator('option:not([value=""]):not([disabled])').first().getAttribute('value');
  await size.selectOption(value ?? '');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('aside')).toBeVisible();
}

async function problemsAtEveryWidth(page: Page, primaryAction: string | null): Promise<LayoutProblem[]> {
  const problems: LayoutProblem[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: heightFor(width) });
    await page.waitForFunction((expected) => window.innerWidth === expected, width);
    await page.evaluate(() => window.scrollTo(0, 0));
    problems.push(...(await page.evaluate(findLayoutProblems, { width, primaryAction })));
  }
  return problems;
}

async function visit(page: Page, host: Host, pageCase: PageCase): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(storeUrl(host, pageCase.path));
  if (!pageCase.serverPage) await waitForShell(page);
  await pageCase.open?.(page);
  const problems = await problemsAtEveryWidth(page, pageCase.primaryAction ?? null);
  return problems.map(({ width, problem }) => `${pageCase.name} at ${width} px: ${problem}`);
}

for (const { host, storeId, listing } of STORES) {
  test(`every page type in ${host} fits 320 to 1440 px, with no covered button and Add to basket on the first screen`, async ({ page }) => {
    // Fifteen pages, each at five widths.
    test.setTimeout(300_000);
    await refuseCookiesFirst(page, host);
    const problems: string[] = [];
    for (const pageCase of guestPages(listing)) problems.push(...(await visit(page, host, pageCase)));

    await signInOnHost(page, host, storeId, DEMO.email, DEMO.password);
    for (const pageCase of memberPages) problems.push(...(await visit(page, host, pageCase)));
    expect(problems).toEqual([]);
  });
}
