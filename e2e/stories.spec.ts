import type { Page } from '@playwright/test';
import { previewLink } from '../server/content/preview-link.ts';
import { E2E_PREVIEW_SECRET } from './support/e2e-settings.ts';
import { expect, expectOnlyConsoleErrors, NOT_FOUND_RESOURCE, refuseCookiesFirst, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';

/*
 * CMS stories (spec 02): the home's story blocks, drafts and edit mode for content editors with a
 * preview link (a signed token) on the store's preview hosts only (the UK store's is
 * preview.localhost, the French store's preview.fr.localhost: stores/uk.json and fr.json), the
 * forced preview pages.
 */

const PUBLISHED_HERO = 'This season’s skis at members’ prices';
const DRAFT_HERO = 'Last call for winter: the members’ ski sale ends soon';

const story = (page: Page) => page.getByTestId('story');

/** An editor's preview link (npm run preview:link) for a store, opened on `host` of the test server. */
const previewLinkOn = (host: Parameters<typeof storeUrl>[0], storeId: number, path = '/') =>
  previewLink({ secret: E2E_PREVIEW_SECRET, store: { storeId, previewHosts: [host] }, hours: 1, path, origin: new URL(storeUrl(host, '/')).origin });
const heroHeading = (page: Page) => page.getByTestId('story-hero').getByRole('heading', { level: 2 });

test.describe('the home’s story', () => {
  test('carries a hero, a banner to a flash sale, a carousel of real products and rich text, in the store’s language', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await expect(heroHeading(page)).toHaveText(PUBLISHED_HERO);
    await expect(story(page)).toHaveAttribute('data-version', 'published');
    const hero = page.getByTestId('story-hero');
    await expect(hero.getByRole('img', { name: 'A skier on a snowy ridge above the valley at sunrise' })).toBeVisible();
    // The hero's link is the store's top sale: device tag ct-16 on a desktop.
    await expect(hero.getByRole('link', { name: 'Shop the ski flash sale' })).toHaveAttribute('href', '/event/ski-flash-sale?sp_nav=ct-16');
    await expect(page.getByTestId('story-banner')).toContainText('Flash sale: new-season ski clothing at members’ prices');
    await expect(page.getByTestId('story-banner').getByRole('link', { name: 'See the flash sale' })).toHaveAttribute('href', '/event/new-season-clothing');
    const carousel = page.getByTestId('story-carousel');
    await expect(carousel.getByRole('heading', { name: 'Members’ favourite skis and boots' })).toBeVisible();
    await expect(carousel.getByTestId('story-carousel-product')).toHaveCount(7);
    await expect(carousel.getByTestId('story-carousel-product').first()).toContainText('Rossignol Experience 86 Ti skis');
    // The demo store shows prices to guests: the first card's comes from category-prices.
    await expect(carousel.getByTestId('story-carousel-product').first()).toContainText('£429.00');
    const richText = page.getByTestId('story-rich-text');
    await expect(richText.getByRole('heading', { name: 'How the private sales work' })).toBeVisible();
    await expect(richText).toContainText('Summit UK is a members-only shop');
    // The sales come first: the story, which arrives later, never pushes them down.
    const salesBottom = (await page.getByTestId('event-card').last().boundingBox())!;
    expect((await page.getByTestId('story-hero').boundingBox())!.y).toBeGreaterThan(salesBottom.y + salesBottom.height);

    // A link in the rich text opens inside the app.
    await richText.getByRole('link', { name: 'Read about us' }).click();
    await expect(page).toHaveURL(storeUrl('localhost', '/about-us'));
    await expect(page.locator('html[data-page-type="cms"]')).toHaveCount(1);
  });

  test('is the French story in the French store, and the hero leads to the ski flash sale’s landing with its own story', async ({ page }) => {
    await refuseCookiesFirst(page, 'fr.localhost');
    await page.goto(storeUrl('fr.localhost', '/'));
    await waitForShell(page);
    await expect(heroHeading(page)).toHaveText('Les skis de la saison aux prix membres');
    await expect(page.getByTestId('story-carousel').getByRole('heading', { name: 'Les skis et chaussures préférés des membres' })).toBeVisible();
    await expect(page.getByTestId('story-carousel-product').first()).toContainText('Skis Rossignol Experience 86 Ti');
    await expect(page.getByTestId('story-rich-text')).toContainText('Summit France est une boutique réservée aux membres');
    const hero = page.getByTestId('story-hero').getByRole('link', { name: 'Voir la vente flash ski' });
    // The server cannot know the window: its link carries the touch screens' tag until the page has taken over.
    await expect(hero).toHaveAttribute('href', /sp_nav=ct-16$/);
    await hero.click();
    await expect(page).toHaveURL(storeUrl('fr.localhost', '/event/ski-flash-sale?sp_nav=ct-16'));
    await expect(page.getByTestId('story-banner')).toHaveText('Le plus des membres : 10 % de réduction sur tout le panier avec le code SKI10.');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});

test.describe('content-editor preview', () => {
  test('without a preview link, drafts stay hidden on every host, whatever the Origin says', async ({ page }) => {
    const served = page.waitForResponse((reply) => reply.url().includes('/api/storyblok-story?'));
    await page.goto(storeUrl('preview.localhost', '/?_storyblok=1'));
    await waitForShell(page);
    expect((await (await served).json()).story.version).toBe('published');
    await expect(heroHeading(page)).toHaveText(PUBLISHED_HERO);
    await waitForPlugins(page);
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    // The probe's request: the draft asked for from the preview host's origin, without a token.
    const api = await page.request.get(storeUrl('localhost', '/api/storyblok-story?id=home&storeId=1&lang=en&edit=1'), {
      headers: { origin: new URL(storeUrl('preview.localhost', '/')).origin },
    });
    expect((await api.json()).story.version).toBe('published');
    const integration = await page.request.get(storeUrl('localhost', '/api/integration-storyblok/1'));
    expect(await integration.text()).not.toContain('preview.localhost');
  });

  test('on the normal host a preview link changes nothing: the published story, no edit mode', async ({ page }) => {
    const served = page.waitForResponse((reply) => reply.url().includes('/api/storyblok-story?'));
    await page.goto(previewLinkOn('localhost', 1));
    await waitForShell(page);
    const reply = await served;
    expect(reply.url()).toContain('edit=1');
    expect((await reply.json()).story.version).toBe('published');
    await expect(heroHeading(page)).toHaveText(PUBLISHED_HERO);
    await waitForPlugins(page);
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    await expect(page.getByTestId('story-edit-block')).toHaveCount(0);
  });

  test('an editor’s preview link shows the draft in edit mode on the preview host, and the way back to the published story', async ({ page }) => {
    await page.goto(previewLinkOn('preview.localhost', 1));
    await waitForShell(page);
    await expect(heroHeading(page)).toHaveText(DRAFT_HERO);
    const banner = page.getByTestId('preview-banner');
    await expect(banner).toContainText('Preview – draft');
    await expect(banner).toContainText('Story “Home”');
    await expect(banner).toContainText('CMS space 287364');
    const blocks = page.getByTestId('story').getByTestId('story-edit-block');
    await expect(blocks).toHaveCount(4);
    await expect(blocks.first()).toHaveAttribute('data-block-id', 'home-hero');
    await expect(blocks.first()).toContainText('hero block · home-hero');
    // The sitewide strip is a block too, outlined on the preview host.
    await expect(page.getByTestId('sitewide-banner-rtb').filter({ visible: true }).getByTestId('story-edit-block')).toContainText('banner block · rtb-desktop');

    await banner.getByRole('link', { name: 'See the published version' }).click();
    await expect(page).toHaveURL(storeUrl('preview.localhost', '/'));
    await expect(heroHeading(page)).toHaveText(PUBLISHED_HERO);
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    await expect(page.getByTestId('story-edit-block')).toHaveCount(0);
  });

  test('/new and /storyblok-preview show the draft in a tab opened with a preview link, and no such page elsewhere', async ({ page, consoleErrors }) => {
    await page.goto(previewLinkOn('preview.localhost', 1, '/new?sp_nav=ct-49'));
    await waitForShell(page);
    await expect(page.locator('html[data-page-type="story"]')).toHaveCount(1);
    await expect(heroHeading(page)).toHaveText('Coming soon: next winter’s jackets and goggles');
    await expect(page.getByTestId('preview-banner')).toContainText('Story “New season”');
    await expect(page.getByTestId('story-carousel-product')).toHaveCount(3);
    await expect(page).toHaveTitle('Preview: New season | Summit UK');

    // The tab keeps the link's token for the editor's next pages.
    await page.goto(storeUrl('preview.localhost', '/storyblok-preview/home'));
    await expect(heroHeading(page)).toHaveText(DRAFT_HERO);
    await expect(page.getByTestId('preview-banner')).toContainText('Story “Home”');
    await page.goto(storeUrl('preview.localhost', '/storyblok-preview/no-such-story'));
    await expect(page.getByRole('heading', { name: 'No story here yet' })).toBeVisible();

    await page.goto(storeUrl('localhost', '/storyblok-preview/home'));
    await waitForShell(page);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('story-preview-page')).toHaveCount(0);
    expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);
  });

  test('a forced preview page without a preview link shows the published story only', async ({ page }) => {
    await page.goto(storeUrl('preview.localhost', '/storyblok-preview/home'));
    await waitForShell(page);
    await expect(heroHeading(page)).toHaveText(PUBLISHED_HERO);
    await waitForPlugins(page);
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  });

  test('the French store’s preview link shows its own draft', async ({ page }) => {
    await refuseCookiesFirst(page, 'preview.fr.localhost');
    await page.goto(previewLinkOn('preview.fr.localhost', 13));
    await expect(heroHeading(page)).toHaveText('Dernier appel de l’hiver : la vente ski des membres se termine bientôt');
    await expect(page.getByTestId('preview-banner')).toContainText('Aperçu – brouillon');
  });
});
