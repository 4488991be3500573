import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { closeRegisterModal, expect, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { uniqueEmail } from './members-helpers.ts';

/** What a new shopper reads and types in one store, in its language and by its country's rules. */
interface Journey {
  host: 'localhost' | `${string}.localhost`;
  acceptCookies: string;
  filters: string;
  showResults: string;
  addToBasket: string;
  added: string;
  checkout: string;
  labels: Record<'email' | 'password' | 'join' | 'firstname' | 'lastname' | 'street' | 'postcode' | 'city' | 'telephone' | 'save', string>;
  card: Record<'choice' | 'number' | 'expiry' | 'cvc' | 'name' | 'place', string>;
  address: { postcode: string; city: string; telephone: string };
}

const UK: Journey = {
  host: 'localhost',
  acceptCookies: 'Accept all',
  filters: 'Filters',
  showResults: 'Show results',
  addToBasket: 'Add to basket',
  added: 'Added to your basket',
  checkout: 'Checkout',
  labels: {
    email: 'Email address',
    password: 'Password',
    join: 'Create my account and continue',
    firstname: 'First name',
    lastname: 'Last name',
    street: 'Street address',
    postcode: 'Postcode',
    city: 'City',
    telephone: 'Phone number',
    save: 'Save the address and continue',
  },
  card: {
    choice: 'Credit or debit card',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    name: 'Name on the card',
    place: 'Place my order',
  },
  address: { postcode: 'EH1 1YZ', city: 'Edinburgh', telephone: '07400 654321' },
};

const FR: Journey = {
  host: 'fr.localhost',
  acceptCookies: "Ok, j'accepte",
  filters: 'Filtres',
  showResults: 'Voir les résultats',
  addToBasket: 'Ajouter au panier',
  added: 'Ajouté à votre panier',
  checkout: 'Commander',
  labels: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    join: 'Créer mon compte et continuer',
    firstname: 'Prénom',
    lastname: 'Nom',
    street: 'Adresse',
    postcode: 'Code postal',
    city: 'Ville',
    telephone: 'Numéro de téléphone',
    save: 'Enregistrer l’adresse et continuer',
  },
  card: {
    choice: 'Carte de crédit ou de débit',
    number: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Cryptogramme (CVC)',
    name: 'Nom sur la carte',
    place: 'Passer ma commande',
  },
  address: { postcode: '69002', city: 'Lyon', telephone: '06 12 34 56 78' },
};

/** axe on the page as it is now: nothing serious or critical, named by rule and step. */
async function expectAccessible(page: Page, step: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(grave, `axe at "${step}"`).toEqual([]);
}

/** Presses Tab until the target has focus, as a keyboard user moves through the page; fails past `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} not reached with ${limit} presses of Tab`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(value);
}

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const store of [UK, FR]) {
    test(`a new visitor on a phone buys in one go in the ${store.host} store`, async ({ page }) => {
      test.setTimeout(180_000);
      const exact = { exact: true };
      await page.goto(storeUrl(store.host, '/ski/skis'));
      await waitForShell(page);
      await waitForPlugins(page);
      const banner = page.getByTestId('cookie-banner');
      await expectAccessible(page, 'cookie bar');
      await banner.getByRole('button', { name: store.acceptCookies, exact: true }).click();
      await expect(banner).toBeHidden();
      // The register modal comes once, after the cookie answer: a shopper closes it.
      await closeRegisterModal(page);

      const filters = page.getByTestId('listing-filters');
      await filters.getByText(store.filters, exact).click();
      const rossignol = filters.getByRole('checkbox', { name: /^Rossignol/ });
      await rossignol.click();
      await expect(rossignol).toBeChecked();
      await expect(page).toHaveURL(/[?&]brand=/);
      // The panel stays open for a second choice; "Show results" closes it.
      await filters.getByRole('button', { name: store.showResults }).click();
      await expect(rossignol).toBeHidden();
      const cards = page.getByTestId('product-card');
      await expect(cards.filter({ hasText: /Atomic|Dynastar/ })).toHaveCount(0);
      await expect(cards.first()).toContainText('Rossignol');
      const firstProduct = cards.first().getByRole('link').first();
      await expectAccessible(page, 'filtered listing');

      await firstProduct.click();
      const product = page.getByTestId('product-page');
      const name = (await product.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      expect(name).toContain('Rossignol');
      const purchase = page.getByTestId('purchase-form');
      const size = purchase.getByRole('combobox').first();
      const sizeValue = await size.locator('option:not([value=""]):not([disabled])').first().getAttribute('value');
      await size.selectOption(sizeValue ?? '');
      await expectAccessible(page, 'product page');
      await purchase.getByRole('button', { name: store.addToBasket, exact: true }).click();
      const aside = page.getByTestId('aside');
      await expect(aside.getByRole('heading', { name: store.added })).toBeVisible();
      await expectAccessible(page, 'added-to-basket panel');
      await aside
        .getByRole('link', { name: store.checkout, exact: true })
        .or(aside.getByRole('button', { name: store.checkout, exact: true }))
        .click();

      await expect(page).toHaveURL(storeUrl(store.host, '/checkout/'));
      const join = page.getByTestId('checkout-join');
      await expectAccessible(page, 'checkout: sign in or join');
      await join.getByLabel(store.labels.email).fill(uniqueEmail(`journey-${store.host}`));
      await join.getByLabel(store.labels.password, exact).fill('Summit-journey-2026');
      await join.getByRole('button', { name: store.labels.join }).click();

      const address = page.getByTestId('checkout-address-form');
      await expect(address).toBeVisible();
      await expectAccessible(page, 'checkout: address');
      await address.getByLabel(store.labels.firstname, exact).fill('Petra');
      await address.getByLabel(store.labels.lastname, exact).fill('Chase');
      await address.getByLabel(store.labels.street, exact).fill('8 rue du Sommet');
      await address.getByLabel(store.labels.postcode, exact).fill(store.address.postcode);
      await address.getByLabel(store.labels.city, exact).fill(store.address.city);
      await address.getByLabel(store.labels.telephone, exact).fill(store.address.telephone);
      await address.getByRole('button', { name: store.labels.save }).click();

      const checkout = page.getByTestId('checkout');
      await expect(checkout.getByTestId('place-order')).toBeVisible();
      await expect(checkout.getByTestId('checkout-item')).toContainText(name);
      await checkout.getByRole('radio', { name: store.card.choice }).check();
      await checkout.getByLabel(store.card.number).fill('4242 4242 4242 4242');
      await checkout.getByLabel(store.card.expiry).fill(`12/${(new Date().getUTCFullYear() + 2) % 100}`);
      await checkout.getByLabel(store.card.cvc).fill('123');
      await checkout.getByLabel(store.card.name).fill('Petra Chase');
      await expectAccessible(page, 'checkout: payment');
      await checkout.getByRole('button', { name: store.card.place }).click();

      await expect(page).toHaveURL(/\/order\/success\/\?order_id=\d+$/);
      const success = page.getByTestId('order-success');
      await expect(success.getByRole('listitem').filter({ hasText: name })).toBeVisible();
      await expect(success.getByTestId('order-estimate')).toBeVisible();
      await expect(success).toContainText(`8 rue du Sommet`);
      await expect(success).toContainText(store.address.city);
      await expectAccessible(page, 'order success');
    });
  }
});

test('a new visitor buys in the Danish store with the keyboard alone, on a phone-sized window', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const host = 'dk.localhost';
  await page.goto(storeUrl(host, '/ski/alpinski'));
  await waitForShell(page);
  await waitForPlugins(page);

  // The cookie bar is reached first, before the page's links.
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await expectAccessible(page, 'cookie bar (dk)');
  await tabTo(page, banner.getByRole('button', { name: 'Accepter alle', exact: true }), 5);
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await closeRegisterModal(page);

  const filters = page.getByTestId('listing-filters');
  await tabTo(page, filters.locator('summary'));
  await page.keyboard.press('Enter');
  const rossignol = filters.getByRole('checkbox', { name: /^Rossignol/ });
  await tabTo(page, rossignol);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]brand=/);
  // The listing is new, the panel and the focus are where the shopper left them.
  await expect(rossignol).toBeChecked();
  await expect(rossignol).toBeFocused();
  await tabTo(page, filters.getByRole('button', { name: 'Vis resultater' }));
  await page.keyboard.press('Enter');
  await expect(rossignol).toBeHidden();
  const card = page.getByTestId('product-card').first();
  await expect(card).toContainText('Rossignol');
  await expectAccessible(page, 'filtered listing (dk)');
  await tabTo(page, card.getByRole('link').first(), 40);
  await page.keyboard.press('Enter');

  const product = page.getByTestId('product-page');
  const name = ((await product.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  expect(name).toContain('Rossignol');
  const purchase = page.getByTestId('purchase-form');
  const size = purchase.getByRole('combobox').first();
  await tabTo(page, size);
  await page.keyboard.press('ArrowDown');
  await expect(size).not.toHaveValue('');
  await expectAccessible(page, 'product page (dk)');
  await tabTo(page, purchase.getByRole('button', { name: 'Læg i kurv', exact: true }));
  await page.keyboard.press('Enter');
  const aside = page.getByTestId('aside');
  await expect(aside.getByRole('heading', { name: 'Lagt i din kurv' })).toBeVisible();
  await expectAccessible(page, 'added-to-basket panel (dk)');
  await tabTo(page, aside.getByRole('link', { name: 'Til kassen', exact: true }), 20);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(storeUrl(host, '/checkout/'));
  const join = page.getByTestId('checkout-join');
  await expectAccessible(page, 'checkout: sign in or join (dk)');
  await typeInto(page, join.getByLabel('E-mailadresse'), uniqueEmail('journey-dk'));
  await typeInto(page, join.getByLabel('Adgangskode', { exact: true }), 'Summit-journey-2026');
  await page.keyboard.press('Enter');

  const address = page.getByTestId('checkout-address-form');
  await expect(address).toBeVisible();
  await expectAccessible(page, 'checkout: address (dk)');
  await typeInto(page, address.getByLabel('Fornavn', { exact: true }), 'Freja');
  await typeInto(page, address.getByLabel('Efternavn', { exact: true }), 'Holm');
  await typeInto(page, address.getByLabel('Adresse', { exact: true }), 'Bjergvej 8');
  await typeInto(page, address.getByLabel('Postnummer', { exact: true }), '8000');
  await typeInto(page, address.getByLabel('By', { exact: true }), 'Aarhus');
  await typeInto(page, address.getByLabel('Telefonnummer', { exact: true }), '20 12 34 56');
  await page.keyboard.press('Enter');

  const checkout = page.getByTestId('checkout');
  await expect(checkout.getByTestId('place-order')).toBeVisible();
  const cardPayment = checkout.getByRole('radio', { name: 'Kredit- eller betalingskort' });
  // Tab reaches a radio group at its chosen option; the arrows change the choice.
  await tabTo(page, checkout.locator('input[name="payment"]:checked'));
  while (!(await cardPayment.isChecked())) await page.keyboard.press('ArrowDown');
  await typeInto(page, checkout.getByLabel('Kortnummer'), '4242 4242 4242 4242');
  await typeInto(page, checkout.getByLabel('Udløbsdato (MM/ÅÅ)'), `12/${(new Date().getUTCFullYear() + 2) % 100}`);
  await typeInto(page, checkout.getByLabel('Sikkerhedskode (CVC)'), '123');
  await typeInto(page, checkout.getByLabel('Navn på kortet'), 'Freja Holm');
  await expectAccessible(page, 'checkout: payment (dk)');
  await tabTo(page, checkout.getByRole('button', { name: 'Gennemfør min ordre' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/order\/success\/\?order_id=\d+$/);
  const success = page.getByTestId('order-success');
  await expect(success.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(success).toContainText('Bjergvej 8');
  await expectAccessible(page, 'order success (dk)');
});
