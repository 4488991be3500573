import type { Page } from '@playwright/test';
import { readDataLayer, recordedCalls } from './consent-support.ts';
import { expect, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { DEMO, uniqueEmail } from './members-helpers.ts';

type LayerEvent = { event?: string; session?: { userId: number | null; isUserLoggedIn: boolean } };

const sessions = async (page: Page) =>
  ((await readDataLayer(page)) as LayerEvent[]).filter((entry) => entry.event === 'session_initialised').map((entry) => entry.session);
const events = async (page: Page) => ((await readDataLayer(page)) as LayerEvent[]).map((entry) => entry.event).filter(Boolean);

async function acceptCookies(page: Page, path: string) {
  await page.goto(storeUrl('localhost', path));
  await waitForShell(page);
  await waitForPlugins(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'ACCEPT ALL' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  // A marker the next full page load would lose: the steps below stay in this page.
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
}

const stillSamePage = (page: Page) => page.evaluate(() => (window as { samePage?: boolean }).samePage === true);

test.describe('the trackers hear sign-in and sign-up that happen inside the page', () => {
  test("after an in-page sign-in the data layer holds the member's session_initialised", async ({ page }) => {
    await acceptCookies(page, '/customer/account/login/');
    await expect.poll(() => sessions(page)).toEqual([expect.objectContaining({ isUserLoggedIn: false, userId: null })]);

    const form = page.getByTestId('login-page');
    await form.getByLabel('Email address').fill(DEMO.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('account-button')).toHaveAccessibleName('My account');

    await expect
      .poll(() => sessions(page))
      .toEqual([
        expect.objectContaining({ isUserLoggedIn: false, userId: null }),
        expect.objectContaining({ isUserLoggedIn: true, userId: expect.any(Number) }),
      ]);
    expect(await stillSamePage(page)).toBe(true);
  });

  test('after an in-page sign-up: sign_up in the data layer and Facebook complete-registration', async ({ page }) => {
    await acceptCookies(page, '/customer/account/create/');
    const register = page.getByTestId('register-page');
    await register.getByLabel('Email address').fill(uniqueEmail('in-page-signup'));
    await register.getByLabel('Password').fill('Tracking-pass-1');
    await register.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByTestId('account-button')).toHaveAccessibleName('My account');

    await expect.poll(() => events(page)).toContain('sign_up');
    expect((await sessions(page)).at(-1)).toMatchObject({ isUserLoggedIn: true, userId: expect.any(Number) });
    await expect.poll(async () => (await recordedCalls(page)).map((call) => call.endpoint)).toContain('ppc-fb-complete-registration');
    expect(await stillSamePage(page)).toBe(true);
  });
});
