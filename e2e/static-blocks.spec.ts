import { expect, storeUrl, test, waitForPlugins } from './fixtures.ts';
import { DEMO, signInByApi } from './members-helpers.ts';

/** Static blocks and page texts of the CMS, shown through the content plugin's content-blocks service. */

test.describe('static blocks and page texts', () => {
  test('the dynamic header text sits above the header in the store’s language', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    const strip = page.getByTestId('header-text');
    await expect(strip).toHaveText('Free delivery from £50.00 and 14 days to change your mind. Delivery & returns');
    await strip.getByRole('link', { name: 'Delivery & returns' }).click();
    await expect(page.getByTestId('cms-page').getByRole('heading', { level: 1 })).toHaveText('Delivery & returns');

    await page.goto(storeUrl('de.localhost', '/'));
    await expect(page.getByTestId('header-text')).toContainText('Kostenlose Lieferung ab 60,00 € und 14 Tage Rückgaberecht.');
  });

  test('the referral page: its header text, and the share text with the member’s name, link and the store filled in', async ({ page }) => {
    await signInByApi(page, DEMO.email, DEMO.password);
    await page.goto(storeUrl('localhost', '/rewardpoints/index/referral/'));
    await expect(page.getByTestId('referral-header-text')).toHaveText(
      'Invite your friends to Summit. Membership is free for them, and when a friend you invited places a first order, you earn 500 reward points.',
    );
    const link = storeUrl('localhost', '/join/ALEXSUMMIT');
    const message = page.getByTestId('referral-share-message');
    await expect(message.getByRole('heading', { level: 3 })).toHaveText('Alex invites you to Summit');
    await expect(message).toContainText('I buy my ski and mountain gear at Summit UK, a members-only shop');
    await expect(message).toContainText('See you on the slopes,Alex Morgan');
    await expect(message.getByRole('link', { name: link })).toHaveAttribute('href', link);
    await expect(message).not.toContainText('{{');

    const email = new URL((await page.getByTestId('share-email').getAttribute('href'))!);
    expect(email.protocol).toBe('mailto:');
    expect(email.searchParams.get('subject')).toBe('Alex invites you to Summit');
    expect(email.searchParams.get('body')).toContain(`with my link you can join in a minute:\n\n${link}\n\nSee you on the slopes,\nAlex Morgan`);
    const tweet = new URL((await page.getByTestId('share-twitter').getAttribute('href'))!);
    expect(tweet.searchParams.get('text')).toBe(
      `Alex invites you to Summit: private sales on ski, snowboard and mountain gear at up to 70% off. Membership is free: ${link}`,
    );
    await expect(page.getByTestId('share-twitter')).toHaveAttribute('target', '_blank');
    const facebook = new URL((await page.getByTestId('share-facebook').getAttribute('href'))!);
    expect(facebook.searchParams.get('u')).toBe(link);
  });

  test('a backend that answers with errors gives no block: the share message is hidden, the buttons share the bare link', async ({ page }) => {
    await page.route('**/api/static-blocks?*', (route) => route.fulfill({ json: { errors: [{ message: 'Block not found' }] } }));
    await signInByApi(page, DEMO.email, DEMO.password);
    await page.goto(storeUrl('localhost', '/rewardpoints/index/referral/'));
    await waitForPlugins(page);
    const share = page.getByTestId('referral-share');
    await expect(share.getByTestId('share-email')).toBeVisible();
    await expect(share.getByTestId('referral-share-message')).toHaveCount(0);
    await expect(share.getByTestId('block-placeholder')).toHaveCount(0);
    const email = new URL((await share.getByTestId('share-email').getAttribute('href'))!);
    expect(email.searchParams.get('subject')).toBe('An invitation to Summit');
    expect(email.searchParams.get('body')).toBe(storeUrl('localhost', '/join/ALEXSUMMIT'));
  });

  test('a block from a backend that sends scripts, handlers and javascript: links shows only its text', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/api/static-blocks?*', (route) =>
      route.fulfill({
        json: [
          {
            identifier: 'points_email_en',
            render_template: 'share_email',
            title: 'Hi {{account.referrerFirstName}}',
            content: '<p>Plain words stay.</p><script>alert("script")</script><a href="javascript:alert(\'link\')">A link</a>',
          },
        ],
      }),
    );
    await signInByApi(page, DEMO.email, DEMO.password);
    await page.goto(storeUrl('localhost', '/rewardpoints/index/referral/'));
    const message = page.getByTestId('referral-share-message');
    await expect(message.getByRole('heading')).toHaveText('Hi Alex');
    await expect(message).toContainText('Plain words stay.');
    expect(await message.innerHTML()).not.toMatch(/<script|javascript:/i);
    await message.getByText('A link').click();
    expect(dialogs).toEqual([]);
  });
});
