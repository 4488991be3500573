import type { Page } from '@playwright/test';
import { SPLIT_STOREFRONT_PORT } from '../playwright.config.ts';
import { readDataLayer } from './consent-support.ts';
import { expect, expectOnlyConsoleErrors, JSON_CLIENT_HEADERS, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { pluginEntry } from './support/build-files.ts';

const LOGIN_FORMS = 'ab_test_pss_new_login_forms';
/** The UK store's id: the plugin keeps assignments per store. */
const UK_STORE_ID = 1;
const STORAGE_KEY = `summit.ab-tests.${UK_STORE_ID}`;
const COOKIE = `summit_ab_tests_${UK_STORE_ID}`;

/** The demo config's tests and their variations (stores/base.json). */
const CONFIGURED: Record<string, string[]> = {
  ab_test_pss_new_login_forms: ['original', 'Variation1'],
  ab_test_category: ['original', 'variation_a'],
  ab_test_home_ordering_1: ['original', 'variation_a'],
  ab_test_amazonpay_button: ['original', 'variation_a'],
};

interface AbTestEvent {
  event: 'ab_test';
  ab_test_code: string;
  ab_test_variation: string;
}
interface Kept {
  drawn: Record<string, string>;
  forced: Record<string, string>;
}

const abTestEvents = async (page: Page) =>
  ((await readDataLayer(page)) as Partial<AbTestEvent>[]).filter((entry): entry is AbTestEvent => entry.event === 'ab_test');

async function open(page: Page, path: string) {
  await page.goto(storeUrl('localhost', path));
  await waitForShell(page);
  await waitForPlugins(page);
}

async function acceptCookies(page: Page) {
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'ACCEPT ALL' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
}

const keptInLocalStorage = (page: Page) => page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as Kept | null, STORAGE_KEY);

test.describe('A/B tests', () => {
  test('a forced variation reaches the data layer once cookies are accepted, and survives a reload without the parameter', async ({ page }) => {
    await open(page, `/?${LOGIN_FORMS}=Variation1`);
    // The data layer's events wait for consent, as every GTM event does.
    expect(await abTestEvents(page)).toEqual([]);
    await acceptCookies(page);
    const forced = { event: 'ab_test', ab_test_code: LOGIN_FORMS, ab_test_variation: 'Variation1' };
    await expect.poll(async () => (await abTestEvents(page)).filter((e) => e.ab_test_code === LOGIN_FORMS)).toEqual([forced]);

    await open(page, '/');
    await expect.poll(async () => (await abTestEvents(page)).filter((e) => e.ab_test_code === LOGIN_FORMS)).toEqual([forced]);
    expect((await keptInLocalStorage(page))?.forced).toEqual({ [LOGIN_FORMS]: 'Variation1' });
  });

  test('a fresh visitor is drawn a configured variation of each test; the data layer holds the ones other than original', async ({ page }) => {
    await open(page, '/');
    await acceptCookies(page);
    const kept = await keptInLocalStorage(page);
    expect(Object.keys(kept?.drawn ?? {}).sort()).toEqual(Object.keys(CONFIGURED).sort());
    for (const [code, variation] of Object.entries(kept!.drawn)) expect(CONFIGURED[code], code).toContain(variation);

    const expected = Object.entries(kept!.drawn)
      .filter(([, variation]) => variation !== 'original')
      .map(([code, variation]) => ({ event: 'ab_test', ab_test_code: code, ab_test_variation: variation }));
    await expect.poll(() => abTestEvents(page)).toEqual(expected);

    // The next page load draws nothing new.
    await open(page, '/');
    expect((await keptInLocalStorage(page))?.drawn).toEqual(kept!.drawn);
    await expect.poll(() => abTestEvents(page)).toEqual(expected);
  });

  test('without local storage the assignment is kept in a 365-day cookie', async ({ page, context }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await open(page, `/?${LOGIN_FORMS}=Variation1`);
    const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
    expect(cookie, 'the A/B cookie').toBeDefined();
    const days = (cookie!.expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    expect((JSON.parse(decodeURIComponent(cookie!.value)) as Kept).forced).toEqual({ [LOGIN_FORMS]: 'Variation1' });

    await open(page, '/');
    await acceptCookies(page);
    await expect
      .poll(async () => (await abTestEvents(page)).filter((e) => e.ab_test_code === LOGIN_FORMS))
      .toEqual([{ event: 'ab_test', ab_test_code: LOGIN_FORMS, ab_test_variation: 'Variation1' }]);
  });

  test('the server brings the header navigation with the page; the plugin loads after the first page', async ({ page }) => {
    const headerCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/category-navigation' && url.searchParams.get('type') === 'header') headerCalls.push(url.search);
    });
    await open(page, '/');
    // The menu the server's call brought is on screen, and the browser does not ask again.
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Ski', exact: true })).toBeVisible();
    expect(headerCalls).toEqual([]);

    const timing = await page.evaluate((chunk) => {
      const ready = performance.getEntriesByName('summit-ready')[0]!.startTime;
      const request = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === chunk);
      return { ready, requested: request?.startTime ?? null };
    }, pluginEntry('ab-tests'));
    expect(timing.requested, 'the ab-tests chunk').not.toBeNull();
    expect(timing.requested!).toBeGreaterThan(timing.ready);
  });

  test('rendered in the browser (the static storefront), the header navigation call carries top_header_navigation3', async ({ page }) => {
    const headerCall = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/category-navigation' && url.searchParams.get('type') === 'header';
    });
    await page.goto(`http://localhost:${SPLIT_STOREFRONT_PORT}/`);
    expect(new URL((await headerCall).url()).searchParams.get('abTest')).toBe('top_header_navigation3');
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Ski', exact: true })).toBeVisible();
  });
});

test.describe('A/B tests the server assigns', () => {
  // The QA store's ab_test_qa_server_side is assigned by the server (e2e/fixtures/stores/qa.json),
  // all of it to variation_a: the browser never draws it, so variation_a can only come from the session.
  const SERVER_SIDE = 'ab_test_qa_server_side';
  const assigned = (page: Page) =>
    page.evaluate(
      (code) =>
        (window.__summitEvents ?? [])
          .filter((event) => event.hook === 'abTestAssigned')
          .map((event) => event.payload[0] as { abTestCode: string; abTestVariationCode: string })
          .filter((entry) => entry.abTestCode === code),
      SERVER_SIDE,
    );
  const sessionList = (page: Page) =>
    page.evaluate(async () => ((await (await fetch('/api/session')).json()) as { abTests: { abTestCode: string; abTestVariationCode: string }[] }).abTests);

  test('a member gets the server’s variation in the session, and the plugins get it', async ({ page, consoleErrors }) => {
    await page.goto(storeUrl('qa.localhost', '/hello/'));
    await waitForShell(page);
    await waitForPlugins(page);
    // No session kept yet: the server has not placed this visitor; the browser shows the control.
    expect(await sessionList(page)).toEqual([]);
    expect(await assigned(page)).toEqual([]);

    const signup = await page.evaluate(
      async ({ email, headers }) => {
        const reply = await fetch('/api/auth/signup', {
          method: 'POST',
          headers,
          body: JSON.stringify({ email, password: 'Fresh-pass-2026', storeId: 99, data: { firstname: 'Abe', lastname: 'Tester' } }),
        });
        return (await reply.json()) as { success?: boolean };
      },
      { email: `ab-server-${Date.now().toString(36)}-${test.info().workerIndex}@summit.test`, headers: JSON_CLIENT_HEADERS },
    );
    expect(signup).toMatchObject({ success: true });

    await page.goto(storeUrl('qa.localhost', '/hello/'));
    await expect(page.getByTestId('hello-page')).toBeVisible();
    await waitForPlugins(page);
    expect(await sessionList(page)).toEqual([{ abTestCode: SERVER_SIDE, abTestVariationCode: 'variation_a' }]);
    await expect.poll(() => assigned(page)).toEqual([{ abTestCode: SERVER_SIDE, abTestVariationCode: 'variation_a' }]);
    // Not drawn in the browser: nothing of it is kept there.
    expect(await page.evaluate(() => window.localStorage.getItem('summit.ab-tests.99') ?? '')).not.toContain(SERVER_SIDE);
    // The QA store's fault probe fails on purpose.
    expectOnlyConsoleErrors(consoleErrors, /fault-probe/);
  });
});
