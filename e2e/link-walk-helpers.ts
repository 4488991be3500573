import type { BrowserContext, Locator, Page } from '@playwright/test';
import { SERVER_STATE_ID } from '../core/render/server-render.ts';
import { expect, JSON_CLIENT_HEADERS, storeUrl, waitForShell } from './fixtures.ts';

export type Host = Parameters<typeof storeUrl>[0];

/** A page that is not there yet: the shell's own placeholder wording, or a content page's. */
const PLACEHOLDER = /This page is on its way|is not available in this store yet/i;
/** A page still loading its own data. */
const LOADING = 'main .page-loading, main .remote-state--loading, main [data-testid="cms-placeholder"]';

/** The paths inside this store that the links in `scope` lead to (other stores, other sites, mail and phone left out). */
export async function pathsIn(scope: Locator, host: Host): Promise<string[]> {
  const origin = new URL(storeUrl(host)).origin;
  const hrefs = await scope.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.filter((href) => href.startsWith(`${origin}/`)).map((href) => href.slice(origin.length));
}

/** Every link of the desktop header, with each category panel and each of its children opened in turn. */
export async function headerPaths(page: Page, host: Host): Promise<string[]> {
  const header = page.getByTestId('header');
  const paths = await pathsIn(header, host);
  const tops = header.locator('.desktop-nav__top[aria-expanded]');
  await expect(tops.first()).toBeVisible();
  for (let i = 0; i < (await tops.count()); i++) {
    await tops.nth(i).click();
    const panel = header.getByTestId('nav-panel');
    await expect(panel).toHaveCount(1);
    const children = panel.locator('.nav-panel__heading[aria-expanded]');
    for (let j = 0; j < (await children.count()); j++) {
      await children.nth(j).focus();
      await expect(children.nth(j)).toHaveAttribute('aria-expanded', 'true');
      paths.push(...(await pathsIn(panel, host)));
    }
    paths.push(...(await pathsIn(panel, host)));
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  }
  return paths;
}

/** Every link of the footer (its four columns are open on desktop). */
export async function footerPaths(page: Page, host: Host): Promise<string[]> {
  const footer = page.getByTestId('footer');
  await expect(footer.getByTestId('footer-column')).toHaveCount(4);
  return pathsIn(footer, host);
}

/** Every link of the phone's menu, each branch opened, and of the members-only overlay of the account icon. */
export async function phoneMenuPaths(page: Page, host: Host): Promise<string[]> {
  await page.locator('.header__menu-button').click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu.locator('.mobile-nav')).toBeVisible();
  const closed = menu.locator('.mobile-nav__toggle[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const paths = await pathsIn(menu, host);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await page.getByTestId('header').getByTestId('account-button').click();
  const overlay = page.getByTestId('members-overlay');
  await expect(overlay).toBeVisible();
  paths.push(...(await pathsIn(overlay, host)));
  return paths;
}

/** Every link of the member's account dropdown, once all its entries are there. */
export async function accountMenuPaths(page: Page, host: Host): Promise<string[]> {
  await page.getByTestId('header').getByTestId('account-button').click();
  const menu = page.getByTestId('account-menu');
  // Spec 02's menu: Orders, Credits & Invitations, Account Information, My account, Help & Contact,
  // About; the plugins' entries load when the menu first opens.
  await expect.poll(() => menu.locator('a[href]').count()).toBeGreaterThanOrEqual(6);
  return pathsIn(menu, host);
}

/** What is wrong with the page on screen: not found, a placeholder, an error page; null when nothing is. */
async function pageProblem(page: Page, path: string, pageType: string | null): Promise<string | null> {
  const main = page.locator('main');
  if (pageType === 'not_found' || (await main.getByTestId('not-found').count()) > 0) return `${path}: not found`;
  if (PLACEHOLDER.test(await main.innerText())) return `${path}: placeholder (${pageType})`;
  if ((await main.locator('.page-message[role="alert"]').count()) > 0) return `${path}: error page (${pageType})`;
  return null;
}

/**
 * The page as the server sent it, when the server rendered it complete (its state inlined,
 * nothing left loading): what a shopper sees first and a search engine indexes, with no script
 * run. Null for a page the browser renders (a member's) or completes: that one is opened whole.
 */
async function serverPageProblem(plain: Page, host: Host, path: string): Promise<string | null | undefined> {
  const reply = await plain.goto(storeUrl(host, path), { waitUntil: 'domcontentloaded' });
  if ((await plain.locator(`script#${SERVER_STATE_ID}`).count()) === 0) return undefined;
  if ((await plain.locator(LOADING).count()) > 0) return undefined;
  if (reply?.status() === 404) return `${path}: not found`;
  return pageProblem(plain, path, null);
}

/**
 * Opens each path (deduplicated) and says what is wrong with the page it shows: a not-found
 * page, a placeholder or an error page. An empty list means every link leads somewhere. A page
 * the server renders whole is read without scripts (with the shopper's cookies), which is many
 * times quicker; the others are opened in the shopper's browser until the shell is ready.
 */
export async function brokenLinks(page: Page, host: Host, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  const browser = page.context().browser()!;
  const plainContext: BrowserContext = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await plainContext.newPage();
  try {
    for (const path of [...new Set(paths)].sort()) {
      const served = await serverPageProblem(plain, host, path);
      if (served !== undefined) {
        if (served) problems.push(served);
        continue;
      }
      // The shell's ready flag says when the page is there: no need to wait for every image of it.
      await page.goto(storeUrl(host, path), { waitUntil: 'domcontentloaded' });
      await waitForShell(page);
      const html = page.locator('html');
      await expect(html, path).toHaveAttribute('data-page-type', /.+/);
      await expect(page.locator(LOADING), path).toHaveCount(0);
      const problem = await pageProblem(page, path, await html.getAttribute('data-page-type'));
      if (problem) problems.push(problem);
    }
  } finally {
    await plainContext.close();
  }
  return problems;
}

/** Signs the demo member in on a store's own host, from the page (the test runner's requests cannot resolve *.localhost). */
export async function signInOnHost(page: Page, host: Host, storeId: number, email: string, password: string): Promise<void> {
  await page.goto(storeUrl(host, '/cookie-policy'));
  await waitForShell(page);
  const success = await page.evaluate(
    async ({ body, headers }) => {
      const reply = await fetch('/api/auth/login', {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      return ((await reply.json()) as { success: boolean }).success;
    },
    { body: { email, password, storeId }, headers: JSON_CLIENT_HEADERS },
  );
  expect(success).toBe(true);
}
