import type { APIRequestContext } from '@playwright/test';
import { CLIENT_HEADERS, expect, expectOnlyConsoleErrors, holdEntryScript, NOT_FOUND_RESOURCE, storeUrl, test, waitForPlugins } from './fixtures.ts';
import { DEMO } from './members-helpers.ts';

type Host = Parameters<typeof storeUrl>[0];

/**
 * Node does not resolve *.localhost as Chromium does: requests made outside the browser go to
 * localhost and name the store's host in the Host header.
 */
function requestTo(host: Host, path: string): [url: string, headers: Record<string, string>] {
  const url = new URL(storeUrl(host, path));
  return [storeUrl('localhost', path), { host: url.host }];
}

/** A signed-in session of the demo member: the value of its session cookie. */
async function memberSession(request: { newContext(): Promise<APIRequestContext> }): Promise<string> {
  const client = await request.newContext();
  const reply = await client.post(storeUrl('localhost', '/api/auth/login'), {
    data: { email: DEMO.email, password: DEMO.password, storeId: 1 },
    headers: CLIENT_HEADERS,
  });
  expect(await reply.json()).toMatchObject({ success: true });
  const cookie = (await client.storageState()).cookies.find((c) => c.name === 'summit_sid');
  await client.dispose();
  return cookie!.value;
}

/** What each store's first pages say, in its own language (the demo seed). */
const STORES = {
  localhost: {
    lang: 'en',
    home: "Today's private sales",
    event: 'Ski flash sale',
    navigation: ['Categories', 'Clothing'],
    bestsellers: 'Bestsellers',
    listing: ['/ski/skis', 'Skis'],
    product: 'Rossignol Experience 86 Ti skis',
    price: '£429.00',
    delivery: 'Delivery to United Kingdom',
    content: ['/about-us', 'About us', 'members-only shop'],
  },
  'fr.localhost': {
    lang: 'fr',
    home: 'Les ventes privées du jour',
    event: 'Vente flash ski',
    navigation: ['Catégories', 'Vêtements'],
    bestsellers: 'Meilleures ventes',
    listing: ['/ski/skis', 'Skis'],
    product: 'Skis Rossignol Experience 86 Ti',
    price: '506,99 €',
    delivery: 'Livraison en France',
    content: ['/about-us', 'Qui sommes-nous', 'réservée à ses membres'],
  },
  // Prices are for members here (loginRequired): a guest is asked to sign in instead.
  'de.localhost': {
    lang: 'de',
    home: 'Die Private Sales des Tages',
    event: 'Ski Flash Sale',
    navigation: ['Kategorien', 'Bekleidung'],
    bestsellers: 'Bestseller',
    listing: ['/ski/alpinski', 'Alpinski'],
    product: 'Rossignol Experience 86 Ti Ski',
    price: null,
    delivery: 'Lieferung nach Deutschland',
    content: ['/about-us', 'Über uns', 'exklusiv für Mitglieder'],
  },
} as const;

test.describe('pages rendered on the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const [host, shown] of Object.entries(STORES) as [Host, (typeof STORES)[keyof typeof STORES]][]) {
      test(`${host}: home, a listing, a product and a content page show their content in the store's language`, async ({ page }) => {
        test.slow();
        await page.goto(storeUrl(host, '/'));
        await expect(page.locator('html')).toHaveAttribute('lang', shown.lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.home);
        await expect(page.getByTestId('event-card').filter({ hasText: shown.event }).locator('img')).toHaveAttribute('src', /\.webp$/);
        // The header's categories, the basket's count and the bestsellers are the server's too.
        await expect(page.getByRole('navigation', { name: shown.navigation[0] }).getByRole('button', { name: shown.navigation[1] })).toBeVisible();
        await expect(page.getByTestId('basket-button')).toHaveAttribute('aria-label', /\b0\b/);
        await expect(page.getByTestId('basket-count')).toHaveCount(0);
        await expect(page.getByRole('heading', { name: shown.bestsellers, exact: true })).toBeVisible();
        await expect(page.getByTestId('bestsellers').getByRole('link').first()).toBeVisible();

        await page.goto(storeUrl(host, shown.listing[0]));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.listing[1]);
        const card = page.getByTestId('product-card').filter({ hasText: shown.product });
        await expect(card.locator('img')).toHaveAttribute('width', '300');
        if (shown.price) await expect(card).toContainText(shown.price);
        else await expect(card.getByRole('link', { name: 'Anmelden, um den Preis zu sehen' })).toBeVisible();

        await page.goto(storeUrl(host, '/catalog/product/view/id/1001'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.product);
        await expect(page.locator('.gallery__main').first()).toHaveAttribute('fetchpriority', 'high');
        if (shown.price) await expect(page.getByTestId('product-price')).toContainText(shown.price);
        else await expect(page.getByTestId('product-price')).toHaveCount(0);
        // Its sale's end and the delivery estimate and country too.
        await expect(page.getByTestId('product-sale-ends')).toContainText(/\d{2}[./]\d{2}[./]\d{4}/);
        await expect(page.getByTestId('product-delivery')).toBeVisible();
        await expect(page.getByTestId('product-delivery-country')).toHaveText(shown.delivery);

        await page.goto(storeUrl(host, shown.content[0]));
        await expect(page.getByTestId('cms-page').getByRole('heading', { level: 1 })).toHaveText(shown.content[1]);
        await expect(page.getByTestId('cms-page')).toContainText(shown.content[2]);
      });
    }

    test('a member gets their own page: prices where guests see none', async ({ page, context, playwright }) => {
      await context.addCookies([{ name: 'summit_sid', value: await memberSession(playwright.request), url: storeUrl('de.localhost') }]);
      await page.goto(storeUrl('de.localhost', '/catalog/product/view/id/1001'));
      await expect(page.getByTestId('product-price')).toContainText('€');
      await context.clearCookies();
      await page.goto(storeUrl('de.localhost', '/catalog/product/view/id/1001'));
      await expect(page.getByTestId('product-price')).toHaveCount(0);
    });
  });

  test('the browser takes over the server’s page without asking for its route or data again, only for the shopper’s own session', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) asked.push(path);
    });
    await page.goto(storeUrl('localhost', '/catalog/product/view/id/1001'));
    await waitForPlugins(page);
    expect(asked.filter((path) => /^\/api\/(path-lookup|single-product|product-category-event|product-dispatch-date|country)/.test(path))).toEqual([]);
    // The page is the one every guest gets (the page cache's): the shopper's session comes once, after it.
    expect(asked.filter((path) => path === '/api/session')).toHaveLength(1);
    // Hydrated: the form works.
    await page.getByTestId('product-page').getByLabel('Length').selectOption({ label: '174 cm' });
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByTestId('aside').getByRole('heading', { name: 'Added to your basket' })).toBeVisible();
  });

  test('a page the server rendered is on screen, with its main image, before any script, API call or API code: its header and page data came with it', async ({
    page,
    request,
  }) => {
    // Three pages, each read whole with every script it asked for.
    test.slow();
    const asked: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
    });
    for (const [path, mainImage] of [
      ['/', /^\/media\/events\/en\/ski-flash-sale\.webp$/],
      // The category's banner, or its first product's picture when it shows none.
      ['/ski/skis', /^\/media\/(stories|catalog\/product)\/[\w-]+\.webp$/],
      ['/catalog/product/view/id/1001', /^\/media\/catalog\/product\/ros-exp86ti\.webp$/],
    ] as const) {
      asked.length = 0;
      await page.goto(storeUrl('localhost', path));
      await waitForPlugins(page);
      const { before, after, image } = await page.evaluate(() => {
        const ready = performance.getEntriesByName('summit-ready')[0]!.startTime;
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const scripts = entries.filter((e) => e.name.endsWith('.js'));
        const src = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.currentSrc;
        return {
          before: entries.filter((e) => e.startTime <= ready).map((e) => e.name),
          after: scripts.filter((e) => e.startTime > ready).map((e) => e.name),
          image: {
            path: new URL(src).pathname,
            loadedAt: entries.find((e) => e.name === src)!.responseEnd,
            firstScriptAskedAt: Math.min(...scripts.map((e) => e.startTime)),
          },
        };
      });
      // The first screen's main image arrives before any script is asked for.
      expect(image.path).toMatch(mainImage);
      expect(image.loadedAt).toBeLessThanOrEqual(image.firstScriptAskedAt);
      expect(before.filter((name) => new URL(name).pathname.startsWith('/api/'))).toEqual([]);
      // zod (the reply schemas) and ofetch (the HTTP client) are named in their code: none of it is on the first screen.
      const apiCode = async (urls: string[]) => {
        const found: string[] = [];
        for (const url of urls.filter((name) => name.endsWith('.js'))) {
          const code = await (await request.get(url)).text();
          if (code.includes('$ZodType') || code.includes('FetchError')) found.push(new URL(url).pathname);
        }
        return found;
      };
      expect(await apiCode(before)).toEqual([]);
      // It comes after, with the first call of a plugin that loads after the first page (the footer's navigation).
      expect((await apiCode(after)).length).toBeGreaterThan(0);
      expect(asked.filter((call) => /^\/api\/bestsellers|type=header/.test(call))).toEqual([]);
      // What is the shopper's own (their session, their basket's count) comes after the first screen, once.
      expect(asked.filter((call) => /^\/api\/(session|basket-data)/.test(call))).toEqual(['/api/session', '/api/basket-data?mini=1']);
    }
  });

  test('a size chosen and a tap on a button before the page has taken over count once it has', async ({ page }) => {
    // Until after the tap, the page is the server's, not yet hydrated.
    const release = await holdEntryScript(page);
    await page.goto(storeUrl('localhost', '/catalog/product/view/id/1001'), { waitUntil: 'domcontentloaded' });
    const product = page.getByTestId('product-page');
    await product.getByLabel('Length').selectOption({ label: '174 cm' });
    await product.getByRole('button', { name: 'Add to basket' }).click();
    expect(await page.evaluate(() => performance.getEntriesByName('summit-ready').length)).toBe(0);
    release();
    await expect(page.getByTestId('aside').getByRole('heading', { name: 'Added to your basket' })).toBeVisible();
    await expect(page.getByTestId('basket-button')).toHaveAccessibleName('Basket, 1 item');
    await expect(product.getByLabel('Length').locator('option:checked')).toHaveText('174 cm');
  });

  for (const [device, viewport] of [
    ['a phone', { width: 412, height: 823 }],
    ['a desktop', { width: 1280, height: 800 }],
  ] as const) {
    test(`on ${device}, the server's page does not move when the plugins that come after it take it over`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(storeUrl('localhost', '/catalog/product/view/id/1001'));
      await waitForPlugins(page);
      // The last to take over: the search plugin's box in the place of the plain form, and the
      // header text and sitewide banners (deferred plugins) in the place of the server's markup.
      await expect(page.getByRole('combobox', { name: 'Search the shop' })).toBeVisible();
      await expect(page.getByTestId('header-text')).toBeVisible();
      await expect(page.getByTestId('sitewide-strip').first()).toBeAttached();
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      // Issue 12's target: a cumulative layout shift of 0.05 at most.
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
    });
  }

  test('the page head names the product, its canonical address, the other stores and its offer', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/catalog/product/view/id/1001?utm_source=news'));
    await expect(page).toHaveTitle('Rossignol Experience 86 Ti skis | Summit UK');
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/catalog/product/view/id/1001');
    await expect(head.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute('href', 'http://fr.localhost:3000/catalog/product/view/id/1001');
    await expect(head.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute('href', 'http://de.localhost:3000/catalog/product/view/id/1001');
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/localhost:3000\/.+\.webp$/);
    const [product, breadcrumb] = (await head.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { offers?: { availability: string } },
    );
    expect(product).toMatchObject({ '@type': 'Product', name: 'Rossignol Experience 86 Ti skis', offers: { price: '429.00', priceCurrency: 'GBP' } });
    expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(product?.offers?.availability);
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'Skis', item: 'http://localhost:3000/ski/skis' }, { name: 'Rossignol Experience 86 Ti skis' }],
    });

    // A category's address differs by language: its alternates are each store's own path.
    await page.goto(storeUrl('localhost', '/ski/skis'));
    await expect(head.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute('href', 'http://de.localhost:3000/ski/alpinski');
  });

  test('a path nothing knows answers 404 with the not-found page; the browser then shows it at /404', async ({ page, consoleErrors }) => {
    const reply = await page.goto(storeUrl('fr.localhost', '/cette-page-n-existe-pas'));
    expect(reply?.status()).toBe(404);
    expect(await reply?.text()).toContain('<h1>Page introuvable</h1>');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page).toHaveURL(storeUrl('fr.localhost', '/404'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await waitForPlugins(page);
    expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);
  });

  test('a missing product answers 404 and shows the not-found page at its own address', async ({ page, consoleErrors }) => {
    const reply = await page.goto(storeUrl('localhost', '/catalog/product/view/id/999999'));
    expect(reply?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await waitForPlugins(page);
    await expect(page).toHaveURL(storeUrl('localhost', '/catalog/product/view/id/999999'));
    expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);
  });
});

test.describe('HTTP answers for pages', () => {
  const get = (request: APIRequestContext, host: Host, path: string, headers: Record<string, string> = {}) => {
    const [url, hostHeader] = requestTo(host, path);
    return request.get(url, { maxRedirects: 0, headers: { ...hostHeader, ...headers } });
  };

  test('unknown paths and missing products are 404 pages; the lookup’s redirects and the // rule are 301', async ({ request }) => {
    for (const path of ['/this-does-not-exist', '/catalog/product/view/id/999999']) {
      const reply = await get(request, 'localhost', path);
      expect(reply.status(), path).toBe(404);
      expect(reply.headers()['content-type']).toMatch(/^text\/html/);
      expect(await reply.text()).toContain('Page not found');
    }
    const moved = await get(request, 'localhost', '/old-skis');
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/ski/skis');
    const slashes = await get(request, 'localhost', '//sales');
    expect(slashes.status()).toBe(301);
    expect(slashes.headers().location).toBe('/sales');
  });

  test('any page GET gets the page unless it asks for JSON; a page for a session stays out of shared caches', async ({ request, playwright }) => {
    const page = await get(request, 'localhost', '/', { accept: '*/*' });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toMatch(/^text\/html/);
    // Without a session: the page every such visitor gets, which a CDN may keep.
    expect(page.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(page.headers().vary).toMatch(/Cookie/);
    expect(page.headers().vary).toMatch(/Host/);
    const member = await memberSession(playwright.request);
    const own = await get(request, 'localhost', '/', { accept: '*/*', cookie: `summit_sid=${member}` });
    expect(own.headers()['cache-control']).toBe('private, no-cache');
    const json = await get(request, 'localhost', '/', { accept: 'application/json' });
    expect(json.status()).toBe(404);
    expect(json.headers()['content-type']).toMatch(/^application\/json/);
  });

  test('pages of several stores and shoppers rendered at once keep their own store, language and session', async ({ playwright, request }) => {
    const member = await memberSession(playwright.request);
    const asks = Array.from({ length: 12 }, (_, i) => {
      const host = (['localhost', 'fr.localhost', 'de.localhost'] as const)[i % 3]!;
      const signedIn = host === 'fr.localhost' && i % 2 === 1;
      const [url, headers] = requestTo(host, '/catalog/product/view/id/1001');
      return { host, signedIn, reply: request.get(url, { headers: { ...headers, cookie: signedIn ? `summit_sid=${member}` : '' } }) };
    });
    for (const ask of asks) {
      const html = await (await ask.reply).text();
      const shown = STORES[ask.host];
      expect(html).toContain(`<html lang="${shown.lang}">`);
      expect(html).toContain(`<h1 class="product__name">${shown.product}</h1>`);
      const state = JSON.parse(/<script id="summit-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as {
        session: { store_code: string; email: string | null; customer_id: number | null };
      };
      expect(state.session.store_code).toBe(ask.host === 'localhost' ? 'uk' : ask.host.slice(0, 2));
      // A member's page is the one their group gets: a member's, naming none (the browser asks whose).
      expect(state.session.email).toBeNull();
      expect(html).not.toContain(DEMO.email);
      expect(state.session.customer_id).toBe(ask.signedIn ? 0 : null);
      if (ask.host === 'de.localhost') expect(html).toContain('Anmelden, um den Preis zu sehen');
      else expect(html).toContain(shown.price!);
    }
  });
});
