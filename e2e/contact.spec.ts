import AxeBuilder from '@axe-core/playwright';
import { expect, refuseCookiesFirst, storeUrl, test } from './fixtures.ts';
import { DEMO, recordWrites, signInByApi } from './members-helpers.ts';

/** The contact form (/contact-us): validated before sending, stored by send-us-message, acknowledged on screen. */

const MESSAGE = 'My new skis arrived with a scratch on the top sheet. Can I exchange them?';

test.describe('the contact form', () => {
  test('a guest: every field is checked first and nothing is sent; then the message is sent and acknowledged', async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    await page.goto(storeUrl('localhost', '/contact-us'));
    await expect(page).toHaveTitle(/^Contact us \| Summit UK$/);
    const form = page.getByTestId('contact-form');
    const writes = recordWrites(page);

    await form.getByRole('button', { name: 'Send the message' }).click();
    await expect(form.getByTestId('field-error')).toHaveText([
      'Your name is required.',
      'Email address is required.',
      'Subject is required.',
      'Your message is required.',
    ]);
    await expect(form.getByLabel('Your name')).toBeFocused();

    await form.getByLabel('Your name').fill('Robin Guest');
    await form.getByLabel('Email address').fill('robin@example');
    await form.getByLabel('Subject').selectOption({ label: 'Returns and refunds' });
    await form.getByLabel('Your message').fill('Too short');
    await form.getByRole('button', { name: 'Send the message' }).click();
    await expect(form.getByTestId('field-error')).toHaveText(['Email address must be a valid email address.', 'Your message must be at least 20 characters.']);
    expect(writes).toEqual([]);

    await form.getByLabel('Email address').fill('robin@example.com');
    await form.getByLabel('Your message').fill(MESSAGE);
    await expect(form.getByText(`At least 20 characters (${MESSAGE.length} / 3000)`)).toBeVisible();
    await form.getByRole('button', { name: 'Send the message' }).click();

    const sent = page.getByTestId('contact-sent');
    await expect(sent.getByRole('heading')).toHaveText('Thank you, Robin Guest!');
    await expect(sent.getByRole('heading')).toBeFocused();
    await expect(sent).toContainText('We have received your message and will answer you at robin@example.com within one working day.');
    await expect(sent.getByTestId('contact-reference')).toHaveText(/^M-[2-9A-HJ-NP-TV-Z]{4}-[2-9A-HJ-NP-TV-Z]{4}$/);
    await expect(sent).toContainText('Quote it if you call us (Mon-Fri 9am-6pm).');
    expect(writes).toHaveLength(1);

    await sent.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByTestId('contact-form').getByLabel('Your message')).toHaveValue('');
  });

  test('the demo member: name and address filled in, one of their orders as the subject, the order linked in the acknowledgement', async ({ page }) => {
    await signInByApi(page, DEMO.email, DEMO.password);
    await refuseCookiesFirst(page, 'localhost');
    await page.goto(storeUrl('localhost', '/contact-us'));
    const form = page.getByTestId('contact-form');
    await expect(form.getByLabel('Your name')).toHaveValue('Alex Morgan');
    await expect(form.getByLabel('Email address')).toHaveValue(DEMO.email);

    const subject = form.getByLabel('Subject');
    const orders = subject.locator('optgroup[label="Your recent orders"] option');
    await expect(orders).toHaveCount(5);
    const label = (await orders.first().textContent())!;
    expect(label).toMatch(/^Order \d+ of \d{2}\/\d{2}\/\d{4}$/);
    const number = label.split(' ')[1]!;
    await subject.selectOption({ label });
    await form.getByLabel('Your message').fill(MESSAGE);
    await form.getByRole('button', { name: 'Send the message' }).click();

    const sent = page.getByTestId('contact-sent');
    await expect(sent.getByRole('heading')).toHaveText('Thank you, Alex Morgan!');
    await expect(sent).toContainText(
      `Your message about order ${number} has reached our customer service. We will answer you at ${DEMO.email} within one working day.`,
    );
    await sent.getByRole('link', { name: 'See the order' }).click();
    await expect(page).toHaveURL(/\/sales\/order\/view\/order_id\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  });

  test('has no serious or critical accessibility violation, errors shown', async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    await page.goto(storeUrl('localhost', '/contact-us'));
    await page.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.getByTestId('field-error')).toHaveCount(4);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('fr: the form and its acknowledgement in French', async ({ page }) => {
    await refuseCookiesFirst(page, 'fr.localhost');
    await page.goto(storeUrl('fr.localhost', '/contact-us'));
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Votre nom').fill('Camille');
    await form.getByLabel('Adresse e-mail').fill('camille@example.fr');
    await form.getByLabel('Sujet').selectOption({ label: 'Livraison' });
    await form.getByLabel('Votre message').fill('Mon colis n’est pas encore arrivé, pouvez-vous vérifier ?');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByTestId('contact-sent').getByRole('heading')).toHaveText('Merci, Camille !');
    await expect(page.getByTestId('contact-sent')).toContainText('Indiquez-la si vous nous appelez (Lun-Ven 9h-18h).');
  });
});
