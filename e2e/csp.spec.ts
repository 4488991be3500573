import type { Page } from '@playwright/test';
import { expect, expectOnlyConsoleErrors, NOT_FOUND_RESOURCE, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { uniqueEmail } from './members-helpers.ts';

type Host = Parameters<typeof storeUrl>[0];

/** What a page's Content-Security-Policy did: the violations it reported, and each page's policy. */
interface PolicyWatch {
  violations: string[];
  policies: string[];
}

/**
 * Records, across the page's navigations, every CSP violation (the document's
 * `securitypolicyviolation` events and the browser's "Refused to…" messages) and the policy
 * each page came with.
 */
async function watchPolicy(page: Page): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], policies: [] };
  await page.exposeFunction('summitReportViolation', (violation: string) => void watch.violations.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { summitReportViolation: (violation: string) => void }).summitReportViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.effectiveDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`),
    );
  });
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) watch.violations.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    const isPage = response.request().resourceType() === 'document' && (response.status() < 300 || response.status() >= 400);
    if (isPage) watch.policies.push(response.headers()['content-security-policy'] ?? `none on ${response.url()}`);
  });
  return watch;
}

function expectEnforcedWithoutEval(watch: PolicyWatch): void {
  expect(watch.policies.length).toBeGreaterThan(0);
  for (const policy of watch.policies) {
    expect(policy).toMatch(/script-src /);
    expect(policy).not.toContain('unsafe-eval');
    // A known CSP bypass host: the stores load their tag manager stand-in from /vendor/.
    expect(policy).not.toContain('googletagmanager');
  }
  expect(watch.violations).toEqual([]);
}

/** Opens a page and waits for it to be hydrated with every deferred plugin set up; no violation on the way. */
async function visit(page: Page, watch: PolicyWatch, host: Host, path: string): Promise<void> {
  await page.goto(storeUrl(host, path));
  await page.waitForLoadState('load');
  expect(watch.violations, `violations on ${path}`).toEqual([]);
  await waitForShell(page);
  await waitForPlugins(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(watch.violations, `violations on ${path}`).toEqual([]);
}

/** Creates a member in the store of the page on screen and signs the browser in (the API's request context cannot reach *.localhost). */
async function signUpInPage(page: Page, email: string): Promise<void> {
  const reply = await page.evaluate(async (address) => {
    const response = await fetch('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-summit-client': '1' },
      body: JSON.stringify({ email: address, password: 'Summit-csp-2026', storeId: 1, data: { firstname: 'Tess', lastname: 'Ter' } }),
    });
    return (await response.json()) as { success?: boolean };
  }, email);
  expect(reply).toMatchObject({ success: true });
}

/** One path of each page type (the checkout stand-in and the order success page are the purchase's, below). */
const PAGES: Record<string, string> = {
  home: '/',
  'sale listing': '/event/ski-flash-sale',
  'category listing': '/ski/skis',
  search: '/search?s=jacket',
  product: '/catalog/product/view/id/1001',
  basket: '/checkout/cart',
  'content page': '/about-us',
  help: '/help',
  faq: '/faqs',
};
const ACCOUNT_PAGES = ['/customer/account', '/sales/order/history/', '/customer/address/', '/customer/account/edit/'];

/** What a shopper reads and types on the way to an order, in each store's language. */
const STORES = {
  localhost: {
    acceptCookies: 'Accept all',
    addToBasket: 'Add to basket',
    added: 'Added to your basket',
    checkout: 'Checkout',
    join: { email: 'Email address', password: 'Password', submit: 'Create my account and continue' },
    address: {
      'First name': 'Petra',
      'Last name': 'Chase',
      'Street address': '8 Summit Road',
      Postcode: 'EH1 1YZ',
      City: 'Edinburgh',
      'Phone number': '07400 654321',
    },
    save: 'Save the address and continue',
    card: {
      choice: 'Credit or debit card',
      number: 'Card number',
      expiry: 'Expiry date (MM/YY)',
      cvc: 'Security code (CVC)',
      name: 'Name on the card',
      place: 'Place my order',
    },
  },
  'fr.localhost': {
    acceptCookies: "Ok, j'accepte",
    addToBasket: 'Ajouter au panier',
    added: 'Ajouté à votre panier',
    checkout: 'Commander',
    join: { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Créer mon compte et continuer' },
    address: { Prénom: 'Petra', Nom: 'Chase', Adresse: '8 rue du Sommet', 'Code postal': '69002', Ville: 'Lyon', 'Numéro de téléphone': '06 12 34 56 78' },
    save: 'Enregistrer l’adresse et continuer',
    card: {
      choice: 'Carte de crédit ou de débit',
      number: 'Numéro de carte',
      expiry: 'Date d’expiration (MM/AA)',
      cvc: 'Cryptogramme (CVC)',
      name: 'Nom sur la carte',
      place: 'Passer ma commande',
    },
  },
} as const;

for (const [host, words] of Object.entries(STORES) as [Host, (typeof STORES)[keyof typeof STORES]][]) {
  test.describe(`with the CSP enforced, no eval, in the ${host} store`, () => {
    test('no page type meets a policy violation', async ({ page, consoleErrors }) => {
      test.slow();
      const watch = await watchPolicy(page);
      for (const path of Object.values(PAGES)) await visit(page, watch, host, path);
      await page.goto(storeUrl(host, '/no-such-page-here'));
      await waitForShell(page);
      await waitForPlugins(page);
      await expect(page.getByTestId('not-found')).toBeVisible();
      expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);

      await signUpInPage(page, uniqueEmail(`csp-${host}`));
      for (const path of ACCOUNT_PAGES) await visit(page, watch, host, path);
      expectEnforcedWithoutEval(watch);
    });

    test('a shopper adds to the basket, passes the checkout stand-in and reaches the order success page', async ({ page }) => {
      test.slow();
      const exact = { exact: true };
      const watch = await watchPolicy(page);
      await visit(page, watch, host, '/catalog/product/view/id/1003');
      const banner = page.getByTestId('cookie-banner');
      await banner.getByRole('button', { name: words.acceptCookies, exact: true }).click();
      await expect(banner).toBeHidden();
      // The tag manager runs under the policy: from this origin, with no violation.
      await expect.poll(() => page.evaluate(() => Object.keys((window as { google_tag_manager?: object }).google_tag_manager ?? {}))).toHaveLength(1);

      // The kernel's hooks carry this click to the basket: refused eval once left it doing nothing.
      await page.getByTestId('purchase-form').getByRole('button', { name: words.addToBasket, exact: true }).click();
      const aside = page.getByTestId('aside');
      await expect(aside.getByRole('heading', { name: words.added })).toBeVisible();
      await aside
        .getByRole('link', { name: words.checkout, exact: true })
        .or(aside.getByRole('button', { name: words.checkout, exact: true }))
        .click();

      await expect(page).toHaveURL(storeUrl(host, '/checkout/'));
      const join = page.getByTestId('checkout-join');
      await join.getByLabel(words.join.email).fill(uniqueEmail(`csp-buyer-${host}`));
      await join.getByLabel(words.join.password, exact).fill('Summit-csp-2026');
      await join.getByRole('button', { name: words.join.submit }).click();
      const address = page.getByTestId('checkout-address-form');
      for (const [label, value] of Object.entries(words.address)) await address.getByLabel(label, exact).fill(value);
      await address.getByRole('button', { name: words.save }).click();

      const checkout = page.getByTestId('checkout');
      await checkout.getByRole('radio', { name: words.card.choice }).check();
      await checkout.getByLabel(words.card.number).fill('4242 4242 4242 4242');
      await checkout.getByLabel(words.card.expiry).fill(`12/${(new Date().getUTCFullYear() + 2) % 100}`);
      await checkout.getByLabel(words.card.cvc).fill('123');
      await checkout.getByLabel(words.card.name).fill('Petra Chase');
      await checkout.getByRole('button', { name: words.card.place }).click();

      await expect(page).toHaveURL(/\/order\/success\/\?order_id=\d+$/);
      await waitForShell(page);
      await waitForPlugins(page);
      await expect(page.getByTestId('order-success')).toContainText('Chase');
      expectEnforcedWithoutEval(watch);
    });
  });
}
