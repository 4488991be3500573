import { expect, expectOnlyConsoleErrors, failApiCalls, failApiCallsOn, navigateInApp, storeUrl, test, waitForShell } from './fixtures.ts';

test.describe('failures stay contained', () => {
  test('with the API unreachable, the first load shows the unavailable screen, and retry recovers', async ({ page, consoleErrors }) => {
    // The server cannot render without a session either: the page comes for the browser to render.
    await failApiCallsOn(page, 'localhost', 'session');
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    const screen = page.getByTestId('unavailable');
    await expect(screen.getByRole('heading', { name: 'Oops... Victim of its own success, the site is temporarily unavailable.' })).toBeVisible();
    await expect(screen).toContainText('Please try again in a few minutes.');
    await expect(page.getByTestId('header')).toHaveCount(0);

    await page.unroute('**/api/**');
    await page.context().clearCookies();
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('header')).toBeVisible();
    expect(consoleErrors.some((e) => e.includes('[summit:shell] session fetch failed'))).toBe(true);
    expectOnlyConsoleErrors(consoleErrors, /\[summit:shell\] session fetch failed/, /Failed to load resource: net::ERR_CONNECTION_REFUSED/);
  });

  test('a server error on the session shows the unavailable screen in the store language', async ({ page, consoleErrors }) => {
    await failApiCallsOn(page, 'fr.localhost', 'session');
    await page.route('**/api/session', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'down', statusCode: 500 } }));
    await page.goto(storeUrl('fr.localhost', '/'));
    await expect(page.getByRole('heading', { name: 'Oups... Victime de son succès, le site est temporairement indisponible.' })).toBeVisible();
    expectOnlyConsoleErrors(consoleErrors, /\[summit:shell\] session fetch failed/, /status of 500/);
  });

  test('a plugin that throws is logged with its name and the rest of the page works', async ({ page, consoleErrors }) => {
    await page.goto(storeUrl('qa.localhost', '/'));
    await waitForShell(page);
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByRole('heading', { name: "Today's private sales" })).toBeVisible();
    await expect(page.getByTestId('footer')).toBeVisible();
    await expect.poll(() => consoleErrors.join('\n')).toContain('[summit:fault-probe] tap on pageView failed: fault-probe failed on purpose in pageView');
    // The first page was resolved by the server: the next one, in the browser, runs the failing routeResolve tap.
    await navigateInApp(page, '/ski/skis');
    await expect(page.getByRole('heading', { level: 1, name: 'Skis' })).toBeVisible();
    await expect.poll(() => consoleErrors.join('\n')).toContain('[summit:fault-probe] tap on routeResolve failed');
    const seen = consoleErrors.join('\n');
    expect(seen).toContain('[summit:fault-probe] tap on sessionReady failed');
    expect(seen).toContain('[summit:fault-probe] tap on routeResolve failed');
    expect(seen).toContain('[summit:fault-probe] render failed: fault-probe failed on purpose in a slot component');
    expectOnlyConsoleErrors(consoleErrors, /fault-probe/);
  });

  test('a product that is not there is the not-found page; a product call that fails shows an error and is logged', async ({ page, consoleErrors }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await navigateInApp(page, '/catalog/product/view/id/999999');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(consoleErrors.filter((line) => line.includes('Problem to fetch product details'))).toEqual([]);

    await failApiCalls(page, 'single-product/1001');
    await navigateInApp(page, '/catalog/product/view/id/1001');
    await expect(page.getByRole('heading', { name: 'This could not be loaded' })).toBeVisible();
    await expect.poll(() => consoleErrors.join('\n')).toContain('[summit:catalog] Problem to fetch product details');
    expectOnlyConsoleErrors(consoleErrors, /Problem to fetch product details|status of (404|503)/);
  });
});
