import { describe, expect, it } from 'vitest';
import { keptPage, NO_INLINE_SOURCES } from './kept-page.ts';
import { createPageCache, type CachedPage, type RenderedForCache } from './page-cache.ts';

const page = (html: string, keys: string[] = ['store-1']): CachedPage => ({
  kind: 'page',
  status: 200,
  body: keptPage(Buffer.from(html), NO_INLINE_SOURCES),
  keys,
});
const htmlOf = (found: { page: CachedPage | null }) => (found.page?.kind === 'page' ? found.page.body.bytes.toString('utf8') : null);

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** A render that finishes when the test says so, counting how often it was started. */
function controlledRender() {
  const started: Array<(rendered: RenderedForCache | null) => void> = [];
  return {
    render: () => new Promise<RenderedForCache | null>((resolve) => started.push(resolve)),
    get count() {
      return started.length;
    },
    finish: (index: number, rendered: RenderedForCache | null) => started[index]!(rendered),
  };
}

describe('page cache', () => {
  it('hands out a kept page while it is fresh, without rendering again', async () => {
    const time = clock();
    const cache = createPageCache({ freshMs: 1000, staleMs: 5000, maxBytes: 1e6, now: time.now });
    let renders = 0;
    const render = async () => ({ page: page(`<p>render ${++renders}</p>`), keep: true });
    expect(await cache.get('k', render)).toMatchObject({ outcome: 'miss' });
    time.advance(1000);
    const again = await cache.get('k', render);
    expect(again.outcome).toBe('hit');
    expect(htmlOf(again)).toBe('<p>render 1</p>');
    expect(renders).toBe(1);
  });

  it('lets requests for a page being rendered wait for that one render', async () => {
    const cache = createPageCache({ freshMs: 1000, staleMs: 0, maxBytes: 1e6 });
    const renders = controlledRender();
    const first = cache.get('k', renders.render);
    const waiting = [cache.get('k', renders.render), cache.get('k', renders.render)];
    renders.finish(0, { page: page('<p>once</p>'), keep: true });
    expect((await first).outcome).toBe('miss');
    for (const found of await Promise.all(waiting)) expect(found).toMatchObject({ outcome: 'wait' });
    expect(htmlOf((await Promise.all(waiting))[0]!)).toBe('<p>once</p>');
    expect(renders.count).toBe(1);
  });

  it('hands out a stale page while one render replaces it, then the new one', async () => {
    const time = clock();
    const cache = createPageCache({ freshMs: 1000, staleMs: 5000, maxBytes: 1e6, now: time.now });
    await cache.get('k', async () => ({ page: page('<p>old</p>'), keep: true }));
    time.advance(2000);
    const renders = controlledRender();
    const stale = await cache.get('k', renders.render);
    const staleAgain = await cache.get('k', renders.render);
    expect([stale.outcome, htmlOf(stale), htmlOf(staleAgain)]).toEqual(['stale', '<p>old</p>', '<p>old</p>']);
    expect(renders.count).toBe(1);
    renders.finish(0, { page: page('<p>new</p>'), keep: true });
    await expect.poll(async () => htmlOf(await cache.get('k', renders.render))).toBe('<p>new</p>');
  });

  it('renders anew once a page is older than fresh and stale together', async () => {
    const time = clock();
    const cache = createPageCache({ freshMs: 1000, staleMs: 1000, maxBytes: 1e6, now: time.now });
    await cache.get('k', async () => ({ page: page('<p>old</p>'), keep: true }));
    time.advance(2001);
    const found = await cache.get('k', async () => ({ page: page('<p>new</p>'), keep: true }));
    expect([found.outcome, htmlOf(found)]).toEqual(['miss', '<p>new</p>']);
  });

  it('does not keep a render that set a cookie of its shopper, nor one that gave no page', async () => {
    const cache = createPageCache({ freshMs: 1000, staleMs: 0, maxBytes: 1e6 });
    expect(await cache.get('cookie', async () => ({ page: page('<p>a</p>'), keep: false }))).toMatchObject({ outcome: 'miss', keep: false });
    expect(await cache.get('cookie', async () => ({ page: page('<p>b</p>'), keep: true }))).toMatchObject({ outcome: 'miss' });
    expect(await cache.get('none', async () => null)).toEqual({ page: null, outcome: 'miss', keep: false });
    expect(cache.size).toBe(1);
  });

  it('drops the pages that show a purged key, and keeps no render that was under way meanwhile', async () => {
    const cache = createPageCache({ freshMs: 60_000, staleMs: 0, maxBytes: 1e6 });
    await cache.get('product', async () => ({ page: page('<p>42</p>', ['store-1', 'product-42']), keep: true }));
    await cache.get('home', async () => ({ page: page('<p>home</p>', ['store-1']), keep: true }));
    const renders = controlledRender();
    const underWay = cache.get('other', renders.render);
    expect(cache.purge(['product-42'])).toBe(1);
    renders.finish(0, { page: page('<p>old data</p>', ['store-1', 'product-42']), keep: true });
    await underWay;
    expect(cache.size).toBe(1);
    expect((await cache.get('home', async () => null)).outcome).toBe('hit');
    expect((await cache.get('product', async () => ({ page: page('<p>43</p>'), keep: true }))).outcome).toBe('miss');
  });

  it('drops the oldest pages when the markup kept is over its budget', async () => {
    const cache = createPageCache({ freshMs: 60_000, staleMs: 0, maxBytes: 25 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ({ page: page('x'.repeat(10)), keep: true }));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => ({ page: page('y'), keep: true }))).outcome).toBe('miss');
    expect((await cache.get('c', async () => null)).outcome).toBe('hit');
  });
});
