import type { Page } from '@playwright/test';
import { CLIENT_HEADERS, expect, refuseCookiesFirst, storeUrl, test } from './fixtures.ts';
import { DEMO, lastMailedLink, recordWrites, signUpByApi, uniqueEmail } from './members-helpers.ts';

/* Every form checks its fields in the store's language before any call is made. */

async function expectErrors(page: Page, writes: string[], expected: string[]) {
  await expect(page.getByTestId('field-error')).toHaveText(expected);
  expect(writes, 'no call may be made for bad input').toEqual([]);
}

test.describe('members: form validation in the store language', () => {
  test('login, registration and forgot password (French store)', async ({ page }) => {
    await refuseCookiesFirst(page, 'fr.localhost');
    const writes = recordWrites(page);
    await page.goto(storeUrl('fr.localhost', '/customer/account/login/'));
    // The footer's newsletter form has an email field too.
    await page.getByTestId('sign-in-form').getByLabel('Adresse e-mail').fill('pas-un-email');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expectErrors(page, writes, ['Adresse e-mail doit être une adresse e-mail valide.', 'Mot de passe est obligatoire.']);

    await page.goto(storeUrl('fr.localhost', '/customer/account/create/'));
    const join = page.getByTestId('join-form');
    await join.getByLabel('Adresse e-mail').fill('marie@gmial.com');
    await join.getByLabel('Mot de passe').fill('court');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expectErrors(page, writes, [
      'Vérifiez le domaine de Adresse e-mail : il semble mal orthographié.',
      'Mot de passe doit comporter au moins 8 caractères.',
    ]);

    await page.goto(storeUrl('fr.localhost', '/customer/account/forgotpassword/'));
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expectErrors(page, writes, ['Adresse e-mail est obligatoire.']);
  });

  test('reset password (German store)', async ({ page }) => {
    // The page checks its link before it shows the form: a real mailed link, for an account of its own.
    const email = uniqueEmail('reset-de');
    await signUpByApi(page, email);
    expect((await page.request.post(storeUrl('localhost', '/api/auth/logout'), { headers: CLIENT_HEADERS })).ok()).toBe(true);
    expect((await page.request.post(storeUrl('localhost', '/api/auth/forgot-password'), { data: { email }, headers: CLIENT_HEADERS })).ok()).toBe(true);
    const link = new URL(await lastMailedLink(email));
    await page.goto(storeUrl('de.localhost', `${link.pathname}${link.search}`));
    await expect(page.getByLabel('Neues Passwort', { exact: true })).toBeVisible();
    const writes = recordWrites(page);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('alllowercase1');
    await page.getByLabel('Neues Passwort bestätigen').fill('different');
    await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
    await expectErrors(page, writes, [
      'Neues Passwort muss Groß- und Kleinbuchstaben enthalten.',
      'Neues Passwort bestätigen stimmt nicht mit Neues Passwort überein.',
    ]);
  });

  test('account details, address book and order address (French store)', async ({ page }) => {
    // A sign-in and four page loads: on a busy CI machine that outlasts the default timeout.
    test.slow();
    await refuseCookiesFirst(page, 'fr.localhost');
    // Node cannot resolve fr.localhost (Chromium can): sign in through the French login page.
    await page.goto(storeUrl('fr.localhost', '/customer/account/login/'));
    const signIn = page.getByTestId('sign-in-form');
    await signIn.getByLabel('Adresse e-mail').fill(DEMO.email);
    await signIn.getByLabel('Mot de passe').fill(DEMO.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByTestId('header').getByTestId('account-button')).toHaveAccessibleName('Mon compte');
    const writes = recordWrites(page);
    await page.goto(storeUrl('fr.localhost', '/customer/account/edit/'));
    const edit = page.getByTestId('account-edit-form');
    await edit.getByLabel('Prénom').fill('');
    await edit.getByLabel('Adresse e-mail').fill('alex@');
    await edit.getByLabel('Changer mon mot de passe').check();
    await edit.getByLabel('Nouveau mot de passe', { exact: true }).fill('abc');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expectErrors(page, writes, [
      'Adresse e-mail doit être une adresse e-mail valide.',
      'Mot de passe actuel est obligatoire.',
      'Nouveau mot de passe doit comporter au moins 8 caractères.',
      'Confirmez le nouveau mot de passe est obligatoire.',
    ]);

    await page.goto(storeUrl('fr.localhost', '/customer/address/new/'));
    const address = page.getByTestId('address-form');
    await address.getByLabel('Code postal').fill('7500');
    await address.getByLabel('Numéro de téléphone').fill('12');
    await address.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expectErrors(page, writes, [
      'Prénom est obligatoire.',
      'Nom est obligatoire.',
      'Adresse est obligatoire.',
      'Code postal n’est pas un code postal valide pour ce pays.',
      'Ville est obligatoire.',
      'Numéro de téléphone n’est pas un numéro de téléphone valide.',
    ]);
    // Italy needs a region.
    await address.getByLabel('Pays').selectOption('IT');
    await address.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect(page.getByTestId('field-error')).toContainText(['Région est obligatoire pour ce pays.']);
    expect(writes).toEqual([]);

    await page.goto(storeUrl('fr.localhost', '/sales/order/view/order_id/3'));
    await page.getByRole('button', { name: 'Modifier l’adresse de livraison' }).click();
    const orderForm = page.getByTestId('order-address-form');
    await orderForm.getByLabel('Adresse', { exact: true }).fill('');
    await orderForm.getByLabel('Code postal').fill('ABC');
    await orderForm.getByRole('button', { name: 'Enregistrer l’adresse de livraison' }).click();
    await expectErrors(page, writes, ['Adresse est obligatoire.', 'Code postal n’est pas un code postal valide pour ce pays.']);
  });
});
