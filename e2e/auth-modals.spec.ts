import AxeBuilder from '@axe-core/playwright';
import { request as apiRequest, type Page } from '@playwright/test';
import { CONSENT_FAILURE, failCookieSave, readDataLayer, recordedCalls } from './consent-support.ts';
import {
  CLIENT_HEADERS,
  expect,
  expectOnlyConsoleErrors,
  keepDrawnVariations,
  navigateInApp,
  refuseCookiesFirst,
  storeUrl,
  test,
  waitForPlugins,
  waitForShell,
} from './fixtures.ts';
import { DEMO, signInByApi, uniqueEmail } from './members-helpers.ts';

/*
 * The register and login modals of spec 02 section 4, for guests: campaign links on the home
 * page, listing pages, the header's sign-in button; never for members, on routes that disable
 * them, or once a cookie save failed.
 */

const HOME_CAMPAIGN = '/?st=nonbrandppc&ad=google&displayform=1';
const HOME_MARKETING = '/?st=nonbrandppc&ad=google&displayform=v2';

const dialog = (page: Page) => page.getByTestId('modal');
const accountButton = (page: Page) => page.getByTestId('header').getByTestId('account-button');

/** Every request for the modals' code: a modal that was never asked for never loads it. */
function modalCodeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/AuthModal-[\w-]+\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/**
 * No modal shows, and none will: the deferred plugins have settled and the network has been
 * quiet (the modal's code would have to load first), yet nothing asked for the modal's code.
 */
async function expectNoModal(page: Page, requests: string[]) {
  await waitForPlugins(page);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await expect(dialog(page)).toBeHidden();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="modal"]').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** Saves a cookie choice from the banner so that the next pages show none (and trackers run). */
async function acceptCookies(page: Page) {
  await page.goto(storeUrl('localhost', '/'));
  await waitForShell(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'ACCEPT ALL' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
}

// The demo draws Variation1 (the new login form) for half the visitors: these are the others.
test.beforeEach(({ page }) => keepDrawnVariations(page, { ab_test_pss_new_login_forms: 'original' }));

test.describe('register and login modals for guests', () => {
  test('a paid campaign link on the home page shows the register modal, which passes axe', async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    await page.goto(storeUrl('localhost', HOME_CAMPAIGN));
    await waitForShell(page);
    const modal = dialog(page);
    await expect(modal.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(modal.getByTestId('register-modal')).toHaveAttribute('data-view', 'join');
    await expect(modal).toContainText('Private sales are only accessible to our members. Membership is free.');
    await expect(modal.getByLabel('Email address')).toBeVisible();
    // Its plugin sizes it: 480 px on a desktop, narrower than the shell's default.
    expect((await modal.boundingBox())!.width).toBeCloseTo(480, 0);
    expect(await seriousViolations(page)).toEqual([]);
    // Its sign-in form too, with the way back and the forgotten password.
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await expect(modal.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('displayform=v2 shows the marketing modal with the members’ pitch, which passes axe', async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    await page.goto(storeUrl('localhost', HOME_MARKETING));
    await waitForShell(page);
    const modal = dialog(page);
    await expect(modal.getByRole('heading', { name: 'Become a member' })).toBeVisible();
    const pitch = modal.getByTestId('members-pitch');
    await expect(pitch).toContainText('Private sales are only accessible to our members');
    await expect(pitch).toContainText('Private sales on the top ski and snowboard brands');
    await expect(pitch).toContainText('Up to 70% off, every day');
    await expect(pitch).toContainText('Membership is free and takes a minute');
    await expect(modal.getByTestId('unified-register-modal').getByLabel('Email address')).toBeVisible();
    // Wide enough for the pitch beside the form: 880 px, a width its plugin sets.
    expect((await modal.boundingBox())!.width).toBeCloseTo(880, 0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the same link without a paid source, or a member, gets no modal', async ({ page }) => {
    const requests = modalCodeRequests(page);
    await page.goto(storeUrl('localhost', '/?st=nonbrandppc&ad=yahoo&displayform=1'));
    await waitForShell(page);
    await expectNoModal(page, requests);

    await signInByApi(page, DEMO.email, DEMO.password);
    await page.goto(storeUrl('localhost', HOME_MARKETING));
    await waitForShell(page);
    await expect(accountButton(page)).toHaveAccessibleName('My account');
    await expectNoModal(page, requests);
  });

  test('no modal on the login page, whose route disables it: the header’s Sign in stays the link to it', async ({ page }) => {
    const requests = modalCodeRequests(page);
    await page.goto(storeUrl('localhost', '/customer/account/login/?st=nonbrandppc&ad=google&displayform=1'));
    await waitForShell(page);
    await expect(page.getByTestId('login-page')).toBeVisible();
    await expectNoModal(page, requests);
    await expect(accountButton(page)).toHaveRole('link');
    await expect(accountButton(page)).toHaveAttribute('href', '/customer/account/login/');

    // Back on the home page it opens the register modal on its sign-in form.
    await page
      .getByTestId('header')
      .getByRole('link', { name: /, home$/ })
      .click();
    await expect(accountButton(page)).toHaveRole('button');
    await accountButton(page).click();
    await expect(dialog(page).getByTestId('register-modal')).toHaveAttribute('data-view', 'sign-in');
  });

  test('no modal on a content page the catch-all shows, nor on a help page: Sign in stays the link to the login page', async ({ page }) => {
    const requests = modalCodeRequests(page);
    await page.goto(storeUrl('localhost', '/about-us?st=nonbrandppc&ad=google&displayform=1'));
    await waitForShell(page);
    await expect(page.getByTestId('cms-page')).toBeVisible();
    await expectNoModal(page, requests);
    await expect(accountButton(page)).toHaveAttribute('href', '/customer/account/login/');

    await page.goto(storeUrl('localhost', '/contact-us'));
    await waitForShell(page);
    await waitForPlugins(page);
    await expect(accountButton(page)).toHaveAttribute('href', '/customer/account/login/');
  });

  test('it waits for the French blocking cookie banner to be answered, then shows in French', async ({ page }) => {
    const requests = modalCodeRequests(page);
    await page.goto(storeUrl('fr.localhost', HOME_CAMPAIGN));
    await waitForShell(page);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expectNoModal(page, requests);
    await banner.getByRole('button', { name: 'Non, je refuse' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
    await expect(dialog(page)).toContainText('Les ventes privées sont réservées à nos membres. L’inscription est gratuite.');
    await expect(banner).toHaveCount(0);
  });

  test('a category page shows the register modal once its products are there', async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    await page.goto(storeUrl('localhost', '/ski/skis?st=display'));
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Skis' })).toBeVisible();
    await expect(dialog(page).getByTestId('register-modal')).toHaveAttribute('data-view', 'join');
  });

  test('a brand page shows it only with a paid source', async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    const requests = modalCodeRequests(page);
    await page.goto(storeUrl('localhost', '/brand/rossignol'));
    await waitForShell(page);
    await expectNoModal(page, requests);

    await page.goto(storeUrl('localhost', '/brand/rossignol?st=facebookppc'));
    await waitForShell(page);
    await expect(dialog(page).getByTestId('register-modal')).toBeVisible();
  });

  test('once a cookie save failed, a category page that finishes loading shows no modal over the error', async ({ page, consoleErrors }) => {
    const requests = modalCodeRequests(page);
    // The listing is slow: the visitor answers the cookie bar before the products are there.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cat-products-es*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await waitForPlugins(page);
    await navigateInApp(page, '/ski/skis?st=display');
    await failCookieSave(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'ACCEPT ALL' }).click();
    const error = dialog(page).getByTestId('cookie-preferences-error');
    await expect(error).toBeVisible();

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Skis' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(error).toBeVisible();
    expect(requests).toEqual([]);
    expectOnlyConsoleErrors(consoleErrors, ...CONSENT_FAILURE);
  });

  test('signing up in the modal signs the visitor in, tracked exactly like a sign-up on the page', async ({ page }) => {
    await acceptCookies(page);
    await page.goto(storeUrl('localhost', HOME_CAMPAIGN));
    await waitForShell(page);
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    const modal = dialog(page);
    await modal.getByLabel('Email address').fill(uniqueEmail('modal-signup'));
    await modal.getByLabel('Password').fill('Modal-pass-1');
    await modal.getByRole('button', { name: 'Create my account' }).click();

    await expect(modal).toBeHidden();
    await expect(accountButton(page)).toHaveAccessibleName('My account');
    const events = async () => ((await readDataLayer(page)) as { event?: string }[]).map((entry) => entry.event).filter((event) => event === 'sign_up');
    await expect.poll(events).toEqual(['sign_up']);
    await expect.poll(async () => (await recordedCalls(page)).map((call) => call.endpoint)).toContain('ppc-fb-complete-registration');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('the server’s answer shows in the form; the account button signs a member in through the modal', async ({ page }) => {
    const email = uniqueEmail('modal-signin');
    const api = await apiRequest.newContext({ baseURL: storeUrl('localhost') });
    const created = await api.post('/api/auth/signup', {
      data: { email, password: 'Modal-pass-2', storeId: 1, data: { firstname: 'Si', lastname: 'Gnin' } },
      headers: CLIENT_HEADERS,
    });
    expect(await created.json()).toMatchObject({ success: true });
    await api.dispose();

    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await waitForPlugins(page);
    await expect(accountButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
    await accountButton(page).click();
    const modal = dialog(page);
    await expect(modal.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(modal.getByTestId('register-modal')).toHaveAttribute('data-view', 'sign-in');

    await modal.getByLabel('Email address').fill(email);
    await modal.getByLabel('Password').fill('Wrong-pass-1');
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await expect(modal.getByTestId('form-message')).toHaveText('Invalid login or password.');

    await modal.getByLabel('Password').fill('Modal-pass-2');
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await expect(modal).toBeHidden();
    await expect(accountButton(page)).toHaveAccessibleName('My account');
  });

  test('by keyboard alone: open from the account button, Tab through the form, switch forms, Escape closes and focus returns', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await waitForPlugins(page);
    const opener = accountButton(page);
    await opener.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Sign in' });
    await expect(modal).toBeVisible();
    expect(await modal.evaluate((element) => element.matches(':modal') && element.contains(document.activeElement))).toBe(true);

    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element?.getAttribute('aria-label') || element?.getAttribute('name') || element?.textContent?.trim() || '';
      });
    const order: string[] = [await focused()];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused());
    }
    expect(order).toEqual(['Close', 'login', 'password', 'Sign in', 'Forgot your password?', 'Create an account']);

    // The switch link goes with its form: the keyboard continues in the other form's first field.
    await page.keyboard.press('Enter');
    const join = page.getByRole('dialog', { name: 'Create an account' });
    await expect(join.getByLabel('Email address')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(join).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('on a phone the account button keeps the members-only overlay; the marketing modal fits the screen', async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await waitForPlugins(page);
    await accountButton(page).click();
    await expect(page.getByTestId('members-overlay')).toContainText('Private sales are only accessible to our members');
    await expect(dialog(page)).toBeHidden();

    await page.goto(storeUrl('localhost', HOME_MARKETING));
    await waitForShell(page);
    const pitch = dialog(page).getByTestId('members-pitch');
    await expect(pitch).toBeVisible();
    const box = (await dialog(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // On a phone the pitch sits above the form, which keeps its full width.
    const field = (await dialog(page).getByLabel('Email address').boundingBox())!;
    expect(field.y).toBeGreaterThan((await pitch.boundingBox())!.y);
    expect(field.width).toBeGreaterThan(box.width * 0.7);
  });

  test('in Variation1 of the new-login-forms test the account button opens the new login form; the assignment survives a reload and reaches the data layer', async ({
    page,
  }) => {
    await page.goto(storeUrl('localhost', '/?ab_test_pss_new_login_forms=Variation1'));
    await waitForShell(page);
    await waitForPlugins(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'ACCEPT ALL' }).click();
    await accountButton(page).click();
    const modal = dialog(page);
    await expect(modal.getByTestId('auth-modal')).toHaveAttribute('data-view', 'sign-in');
    await expect(modal.getByRole('button', { name: 'Sign in', pressed: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Create an account', pressed: false }).click();
    await expect(modal.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(modal.getByLabel('Email address')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // Without the parameter, the kept assignment still decides, and the data layer says so.
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await waitForPlugins(page);
    await expect
      .poll(async () => (await readDataLayer(page)).filter((entry) => (entry as { event?: string }).event === 'ab_test'))
      .toContainEqual({ event: 'ab_test', ab_test_code: 'ab_test_pss_new_login_forms', ab_test_variation: 'Variation1' });
    await accountButton(page).click();
    await expect(dialog(page).getByTestId('auth-modal')).toHaveAttribute('data-view', 'sign-in');
    await page.keyboard.press('Escape');

    // A campaign link shows the new login form, on its join view, instead of the register modal:
    // in a visit of its own (a new tab), as the modal comes once a visit.
    const visit = await page.context().newPage();
    await visit.goto(storeUrl('localhost', HOME_CAMPAIGN));
    await waitForShell(visit);
    await expect(dialog(visit).getByTestId('auth-modal')).toHaveAttribute('data-view', 'join');
  });
});
