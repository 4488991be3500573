import type { Page } from '@playwright/test';
import { openPhone, pageNow, recorded, waitForNetworkQuiet, type PhoneSession } from './main-thread-browser.ts';
import { interactionLatency } from './main-thread-figures.ts';

/** The product whose size is chosen and added (a length to choose, the first one sold out). */
export const INTERACTION_PRODUCT = 1001;
const SETTLED = 'html[data-summit-plugins="settled"]';

/** Issue 34's interactions: their latency, the longest Event Timing entry among their events. */
export const INTERACTIONS = ['size + Add to basket', 'open the basket', 'type in search', "'+' in the basket"] as const;
export type Interaction = (typeof INTERACTIONS)[number];

/** Calls the store's API from its page, with the page's session cookie (the runner cannot resolve *.localhost). */
export async function postFromPage(page: Page, path: string, body: unknown): Promise<void> {
  const status = await page.evaluate(
    async ({ path, body }) =>
      (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-summit-client': '1' }, body: JSON.stringify(body) })).status,
    { path, body },
  );
  if (status !== 200) throw new Error(`${path} answered ${status} on ${page.url()}`);
}

/** A returning shopper: the cookie question answered (all refused) from the cookie policy page, which never blocks. */
export async function answerCookies(session: PhoneSession, origin: string): Promise<void> {
  await session.page.goto(`${origin}/cookie-policy`);
  await session.page.locator('html[data-summit-ready="true"]').waitFor({ state: 'attached' });
  await postFromPage(session.page, '/api/cookie-preference-save', { accepted_functional: false, accepted_advertising: false });
}

/**
 * A new member of the store, signed in, with an empty basket: the shopper of a flash sale, and
 * the only one who can buy in a members-only store (a guest sees "sign in to buy" there).
 */
async function signUpMember(session: PhoneSession, storeId: number): Promise<void> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@summit.test`;
  await postFromPage(session.page, '/api/auth/signup', { email, password: 'Summit-bench-2026', storeId, data: { firstname: 'Bea', lastname: 'Bench' } });
}

/** Opens a page and waits until it has settled: plugins loaded and the network quiet for 2 s. */
async function openSettled(session: PhoneSession, url: string): Promise<void> {
  const started = performance.now();
  await session.page.goto(url);
  await session.page.locator(SETTLED).waitFor({ state: 'attached', timeout: 90_000 });
  await waitForNetworkQuiet(session, started);
}

/** Runs what the shopper does and waits for what it shows; the latency of the events it caused. */
async function latencyOf(page: Page, act: () => Promise<void>): Promise<number> {
  const from = await pageNow(page);
  await act();
  return interactionLatency((await recorded(page)).events, from);
}

/** Product page: a length chosen on the keyboard (the first free one), then Add to basket tapped, till the added panel shows. */
async function sizeAndAdd(page: Page): Promise<number> {
  const product = page.getByTestId('product-page');
  const size = product.getByRole('combobox').first();
  await size.focus();
  return latencyOf(page, async () => {
    // A native select's list cannot be driven in a headless browser; its arrow keys choose the same way.
    await page.keyboard.press('ArrowDown');
    if (!(await size.evaluate((select: HTMLSelectElement) => select.selectedIndex > 0 && !select.selectedOptions[0]!.disabled)))
      throw new Error(`no size chosen on ${page.url()}`);
    await product.locator('.purchase__add').first().tap();
    await page.getByTestId('added-to-basket').waitFor();
  });
}

/** The header's basket button tapped (on a phone it opens the basket page), till the basket's total shows. */
async function openBasket(page: Page): Promise<number> {
  return latencyOf(page, async () => {
    await page.getByTestId('basket-button').tap();
    await page.getByTestId('basket-total').waitFor();
  });
}

/** '+' on the basket's first line, till the new total shows. */
async function increase(page: Page): Promise<number> {
  const total = page.getByTestId('basket-total');
  await page.locator('.basket-page[aria-busy="true"]').waitFor({ state: 'detached' });
  const before = await total.textContent();
  return latencyOf(page, async () => {
    await page.getByTestId('basket-item').first().locator('.qty-stepper button').last().tap();
    await page.waitForFunction((text) => document.querySelector('[data-testid="basket-total"]')?.textContent !== text, before);
  });
}

/** One letter typed into the header's search box (already focused), till it shows there. */
async function typeInSearch(page: Page): Promise<number> {
  const input = page.getByTestId('search-input');
  await input.tap();
  await page.getByTestId('fading').waitFor();
  return latencyOf(page, async () => {
    await page.keyboard.type('r');
    await page.waitForFunction(() => (document.querySelector('[data-testid="search-input"]') as HTMLInputElement | null)?.value === 'r');
  });
}

/** Each interaction once, in a fresh throttled Chrome, as a new member of the store at `origin` who has answered the cookie question. */
export async function measureInteractions(origin: string, storeId: number): Promise<Record<Interaction, number>> {
  const session = await openPhone();
  try {
    await answerCookies(session, origin);
    await signUpMember(session, storeId);
    const { page } = session;
    await openSettled(session, `${origin}/catalog/product/view/id/${INTERACTION_PRODUCT}`);
    const add = await sizeAndAdd(page);
    await openSettled(session, `${origin}/`);
    const search = await typeInSearch(page);
    await openSettled(session, `${origin}/`);
    const basket = await openBasket(page);
    const plus = await increase(page);
    return { 'size + Add to basket': add, 'open the basket': basket, 'type in search': search, "'+' in the basket": plus };
  } finally {
    await session.close();
  }
}
