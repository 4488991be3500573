import type { Page } from '@playwright/test';
import { expect, expectOnlyConsoleErrors, NOT_FOUND_RESOURCE, refuseCookiesFirst, storeUrl, test, waitForShell } from './fixtures.ts';
import { accountMenuPaths, brokenLinks, footerPaths, headerPaths, phoneMenuPaths, signInOnHost, type Host } from './link-walk-helpers.ts';
import { DEMO } from './members-helpers.ts';

/*
 * Issue 14's acceptance: every link a shopper can click in the shell (header and its category
 * panels, footer, phone menu and members-only overlay, and the member's account menu) leads to a
 * page, in the English, French and German stores. The links are read from the rendered shell,
 * deduplicated, then each opened on its own; a not-found page, a placeholder or an error page fails.
 */
const STORES: { host: Host; storeId: number }[] = [
  { host: 'localhost', storeId: 1 },
  { host: 'fr.localhost', storeId: 13 },
  { host: 'de.localhost', storeId: 11 },
];

/** Opens the store's home page at a screen size, past the French store's blocking consent modal. */
async function openHome(page: Page, host: Host, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(storeUrl(host, '/'));
  await waitForShell(page);
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

for (const { host, storeId } of STORES) {
  test.describe(`every shell link in ${host}`, () => {
    test.beforeEach(async ({ page }) => {
      // Each test opens dozens of pages: minutes on a busy 2-core machine.
      test.setTimeout(240_000);
      // The French store's consent modal would stand in front of the menus.
      if (host === 'fr.localhost') await refuseCookiesFirst(page, host);
    });

    test('a guest’s header and its category panels', async ({ page, consoleErrors }) => {
      await openHome(page, host, DESKTOP);
      const paths = await headerPaths(page, host);
      expect(paths).toContain('/new?sp_nav=ct-49');
      const problems = await brokenLinks(page, host, paths);
      // A link to a page that does not exist shows up as the lookup's 404 first; the list below names it.
      expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);
      expect(problems).toEqual([]);
    });

    test('a guest’s footer, phone menu and members-only overlay', async ({ page, consoleErrors }) => {
      await openHome(page, host, DESKTOP);
      // What the header test visits already is left to it.
      const header = new Set(await headerPaths(page, host));
      const paths = await footerPaths(page, host);
      await openHome(page, host, PHONE);
      paths.push(...(await phoneMenuPaths(page, host)));
      const problems = await brokenLinks(
        page,
        host,
        paths.filter((path) => !header.has(path)),
      );
      expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);
      expect(problems).toEqual([]);
    });

    test('the demo member’s account menu', async ({ page, consoleErrors }) => {
      await signInOnHost(page, host, storeId, DEMO.email, DEMO.password);
      await openHome(page, host, DESKTOP);
      const paths = await accountMenuPaths(page, host);
      const problems = await brokenLinks(page, host, paths);
      expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);
      expect(problems).toEqual([]);
    });
  });
}
