import { expect, JSON_CLIENT_HEADERS, storeUrl, test } from './fixtures.ts';
import { DEMO, SECOND, signInByApi, signUpByApi, uniqueEmail } from './members-helpers.ts';

test.describe('members: account pages', () => {
  test('dashboard and account details: saving, and a wrong current password shows the server message', async ({ page }) => {
    await signUpByApi(page, uniqueEmail('details'));
    await page.goto('/customer/account');
    await expect(page.getByTestId('account-dashboard')).toContainText('Hello Tess Ter');
    await page.getByTestId('account-dashboard').getByRole('link', { name: 'Edit', exact: true }).click();
    const form = page.getByTestId('account-edit-form');
    await form.getByLabel('Last name').fill('Terrain');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('form-message')).toHaveText('Your account details have been saved.');

    await form.getByLabel('Change my password').check();
    await form.getByLabel('Current password').fill('Not-my-pass-1');
    await form.getByLabel('New password', { exact: true }).fill('Brand-new-pass-1');
    await form.getByLabel('Confirm the new password').fill('Brand-new-pass-1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('form-message')).toHaveText('The current password is not correct.');
  });

  test("in the Danish store, the account offers the shop's languages and the store's currency (language-currency), named in Danish", async ({ page }) => {
    // Node's request context cannot resolve *.localhost: the sign-up goes from the page itself.
    await page.goto(storeUrl('dk.localhost', '/cookie-policy'));
    const email = uniqueEmail('dansk');
    const signedUp = await page.evaluate(
      async ({ address, headers }) => {
        const reply = await fetch('/api/auth/signup', {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: address, password: 'Fresh-pass-2026', storeId: 12, data: { firstname: 'Mette', lastname: 'Holm' } }),
        });
        return ((await reply.json()) as { success: boolean }).success;
      },
      { address: email, headers: JSON_CLIENT_HEADERS },
    );
    expect(signedUp).toBe(true);
    await page.goto(storeUrl('dk.localhost', '/customer/account/edit/'));
    const form = page.getByTestId('account-edit-form');
    const language = form.getByLabel('Sprog');
    await expect(language).toHaveValue('da');
    await expect(language.locator('option')).toHaveText(['Dansk', 'Engelsk', 'Fransk', 'Spansk', 'Svensk', 'Tysk']);
    await expect(form.getByLabel('Valuta').locator('option')).toHaveText(['Dansk krone (DKK)']);
    await language.selectOption({ label: 'Engelsk' });
    await form.getByRole('button', { name: 'Gem' }).click();
    await expect(page.getByTestId('form-message')).toHaveText('Dine kontooplysninger er gemt.');
    await page.reload();
    await expect(page.getByTestId('account-edit-form').getByLabel('Sprog')).toHaveValue('en');
  });

  test('a new email address asks for the current password', async ({ page }) => {
    const email = uniqueEmail('moving');
    await signUpByApi(page, email);
    await page.goto('/customer/account/edit/');
    const form = page.getByTestId('account-edit-form');
    await expect(form.getByLabel('Current password')).toHaveCount(0);
    const newEmail = uniqueEmail('moved');
    await form.getByLabel('Email address').fill(newEmail);
    await expect(form.getByText('Needed to change your email address.')).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('form-message')).toHaveText('Enter your current password to change your email address.');
    await form.getByLabel('Current password').fill('Fresh-pass-2026');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('form-message')).toHaveText('Your account details have been saved.');
  });

  test('address book: add, edit and delete an address', async ({ page }) => {
    await signUpByApi(page, uniqueEmail('addresses'));
    await page.goto('/customer/address/');
    await expect(page.getByText('You have no saved address yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add a new address' }).click();
    const form = page.getByTestId('address-form');
    await form.getByLabel('First name').fill('Tess');
    await form.getByLabel('Last name').fill('Ter');
    await form.getByLabel('Street address').fill('3 Piste Way');
    await form.getByLabel('Postcode').fill('LS1 4AP');
    await form.getByLabel('City').fill('Leeds');
    await form.getByLabel('Phone number').fill('07400 123456');
    await form.getByLabel('Use as my default delivery address').check();
    await form.getByRole('button', { name: 'Save the address' }).click();
    await expect(page).toHaveURL(/\/customer\/address\/$/);
    const card = page.getByTestId('address-card');
    await expect(card).toContainText('3 Piste Way');
    await expect(card).toContainText('Default delivery address');

    await card.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/customer\/address\/edit\/id\/\d+\/$/);
    await page.getByTestId('address-form').getByLabel('City').fill('York');
    await page.getByTestId('address-form').getByLabel('Postcode').fill('YO1 7HH');
    await page.getByRole('button', { name: 'Save the address' }).click();
    await expect(card).toContainText('YO1 7HH York');

    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('You have no saved address yet.')).toBeVisible();
  });

  test('payment details list saved cards and the online wallet; a card can be deleted', async ({ page }) => {
    await signInByApi(page, SECOND.email, SECOND.password);
    await page.goto('/sales/billing_agreement/');
    const wallet = page.getByTestId('payment-wallet');
    await expect(wallet).toContainText('PayPal');
    await expect(page.getByTestId('payment-card')).toContainText('Nothing saved.');
    await expect(page.getByTestId('billing-agreements')).toContainText('B-9SAM0001');
    page.once('dialog', (dialog) => void dialog.accept());
    await wallet.getByRole('button', { name: 'Delete' }).click();
    await expect(wallet).toContainText('Nothing saved.');
  });

  test('the referral page shows the code, the /join/ share link and the reward points', async ({ page }) => {
    await signInByApi(page, DEMO.email, DEMO.password);
    await page.goto('/rewardpoints/index/referral/');
    await expect(page.getByTestId('referral-code')).toHaveText('ALEXSUMMIT');
    await expect(page.getByTestId('referral-link')).toHaveValue(/\/join\/ALEXSUMMIT$/);
    await expect(page.getByTestId('reward-points')).toHaveText('1,200 points');
  });

  test('brand interests are saved', async ({ page }) => {
    await signUpByApi(page, uniqueEmail('brands'));
    await page.goto('/customer/account/brands-interest');
    await page.getByLabel('Atomic').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('form-message')).toHaveText('Saved.');
    await page.reload();
    await expect(page.getByLabel('Atomic')).toBeChecked();
  });
});
