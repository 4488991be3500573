import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, holdEntryScript, refuseCookiesFirst, storeUrl, test } from './fixtures.ts';

/** The help page and the FAQ built from the store's static blocks (faq_<topic>_<question>). */

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);

test.describe('the FAQ', () => {
  test('uk: filters as the shopper types, opens and closes an answer with the mouse and the keyboard, and says when nothing matches', async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    await page.goto(storeUrl('localhost', '/frequently-asked-questions'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page).toHaveTitle(/^Frequently asked questions \| Summit UK$/);
    const entries = page.getByTestId('faq-entry');
    await expect(entries).toHaveCount(15);
    await expect(page.getByRole('navigation', { name: 'Topics' }).getByRole('link')).toHaveText([
      'Ordering',
      'Delivery',
      'Returns and refunds',
      'Payment',
      'Membership',
      'Flash sales',
      'Reward points and referral',
      'My account',
    ]);

    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    const questions = entries.locator('summary');
    await search.pressSequentially('parcel');
    await expect(questions).toHaveText(['How can I track my parcel?', 'How do I return a product?']);
    await expect(page.getByTestId('faq-count')).toHaveText('2 questions match');
    // Every word counts: the question must speak of both.
    await search.pressSequentially(' track');
    await expect(questions).toHaveText(['How can I track my parcel?']);
    await expect(page.getByTestId('faq-count')).toHaveText('1 question matches');

    const tracking = entries.filter({ hasText: 'How can I track my parcel?' });
    const answer = tracking.getByText('we email you a tracking link');
    await expect(answer).toBeHidden();
    await tracking.getByText('How can I track my parcel?').click();
    await expect(answer).toBeVisible();
    // The answer's links lead to the shop's pages.
    await expect(tracking.getByRole('link', { name: 'your orders' })).toHaveAttribute('href', '/sales/order/history/');
    await tracking.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Space');
    await expect(answer).toBeVisible();

    await search.fill('snowboard wax');
    await expect(entries).toHaveCount(0);
    await expect(page.getByTestId('faq-empty')).toContainText('We found no question for “snowboard wax”');
    await expect(page.getByTestId('faq-count')).toHaveText('No question matches your search.');
    await expect(page.getByTestId('faq-empty').getByRole('link', { name: 'Ask us directly' })).toHaveAttribute('href', '/contact-us');
    await page.getByRole('button', { name: 'Show every question' }).click();
    await expect(search).toHaveValue('');
    await expect(entries).toHaveCount(15);
  });

  test('fr: the French questions, found without accents, opened with the keyboard', async ({ page }) => {
    await refuseCookiesFirst(page, 'fr.localhost');
    await page.goto(storeUrl('fr.localhost', '/faqs'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
    const search = page.getByRole('searchbox', { name: 'Rechercher dans les questions' });
    // Without its accent, "remboursé" is found all the same.
    await search.fill('rembourse banque');
    await expect(page.getByTestId('faq-entry').locator('summary')).toHaveText(['Quand serai-je remboursé ?']);
    await search.fill('livraison');
    await expect(page.getByTestId('faq-count')).toHaveText(/^\d+ questions correspondent$/);
    const cost = page.getByTestId('faq-entry').filter({ hasText: 'Combien coûte la livraison ?' });
    await cost.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(cost.getByText('La livraison coûte 4,95 € par commande')).toBeVisible();
    await expect(cost).toHaveAttribute('open', '');
    await search.fill('xylophone');
    await expect(page.getByTestId('faq-empty')).toContainText('Nous n’avons trouvé aucune question pour « xylophone »');
  });

  test('words typed into the search before the page has taken over are searched once it has', async ({ page }) => {
    await refuseCookiesFirst(page, 'fr.localhost');
    // Until after the typing, the page is the server's, not yet hydrated.
    const release = await holdEntryScript(page);
    await page.goto(storeUrl('fr.localhost', '/faqs'), { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('searchbox', { name: 'Rechercher dans les questions' });
    await search.fill('rembourse banque');
    await expect(page.getByTestId('faq-entry')).toHaveCount(15);
    release();
    await expect(page.getByTestId('faq-entry').locator('summary')).toHaveText(['Quand serai-je remboursé ?']);
    await expect(page.getByTestId('faq-count')).toHaveText('1 question correspond');
    await expect(search).toHaveValue('rembourse banque');
  });

  test('has no serious or critical accessibility violation, with an answer open', async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    await page.goto(storeUrl('localhost', '/frequently-asked-questions?q=points'));
    await expect(page.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('points');
    await page.getByTestId('faq-entry').first().locator('summary').click();
    await expect(page.getByTestId('faq-entry').first().locator('.faq-entry__answer')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the help page', () => {
  test('leads to the FAQ, delivery and returns and the contact form, and gives the store’s phones and hours', async ({ page }) => {
    await refuseCookiesFirst(page, 'localhost');
    await page.goto(storeUrl('localhost', '/help'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How can we help?');
    const details = page.getByTestId('help-contact-details');
    await expect(details.getByRole('link', { name: '+44 20 3514 0500' })).toHaveAttribute('href', 'tel:+442035140500');
    await expect(details.getByTestId('help-hours')).toHaveText('Opening hours: Mon-Fri 9am-6pm');
    await expect(details.getByRole('link', { name: 'help@summit-shop.co.uk' })).toHaveAttribute('href', 'mailto:help@summit-shop.co.uk');

    const links = page.getByTestId('help-links');
    await links.getByRole('link', { name: 'Delivery & returns' }).click();
    await expect(page.getByTestId('cms-page').getByRole('heading', { level: 1 })).toHaveText('Delivery & returns');
    await page.goBack();
    await links.getByRole('link', { name: 'Send us a message' }).click();
    await expect(page).toHaveURL(storeUrl('localhost', '/contact-us'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await page.goBack();
    await links.getByRole('link', { name: 'Frequently asked questions' }).click();
    await expect(page).toHaveURL(storeUrl('localhost', '/frequently-asked-questions'));
    await expect(page.getByTestId('faq-entry')).toHaveCount(15);

    // The help page's search opens the FAQ on the matching questions.
    await page.goBack();
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('refunded');
    await page.getByTestId('help-page').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(storeUrl('localhost', '/frequently-asked-questions?q=refunded'));
    await expect(page.getByTestId('faq-entry').locator('summary')).toHaveText(['When will I be refunded?']);
  });

  test('de: the German store’s own number and hours', async ({ page }) => {
    await page.goto(storeUrl('de.localhost', '/help'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wie können wir helfen?');
    await expect(page.getByTestId('help-contact-details').getByRole('link', { name: '+49 30 22153800' })).toHaveAttribute('href', 'tel:+493022153800');
    await expect(page.getByTestId('help-hours')).toHaveText('Öffnungszeiten: Mo-Fr 9-18 Uhr');
  });
});
