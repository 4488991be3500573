import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';
import { sanitiseStoredHtml } from './stored-html.ts';
import { findStory } from './story-store.ts';

const DIRTY = '<p>Hello <img src="x" onerror="alert(1)"></p><script>alert(2)</script>';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unsanitisedRows = async () =>
  (
    await t.db.query<{ n: number }>(
      `SELECT ((SELECT count(*) FROM cms_pages WHERE NOT html_sanitised) + (SELECT count(*) FROM static_blocks WHERE NOT html_sanitised)
        + (SELECT count(*) FROM page_texts WHERE NOT html_sanitised) + (SELECT count(*) FROM stories WHERE NOT html_sanitised)
        + (SELECT count(*) FROM story_blocks WHERE NOT html_sanitised))::int AS n`,
    )
  )[0]!.n;

describe('CMS and story HTML, sanitised when stored', () => {
  it('is stored sanitised by the seed', async () => {
    expect(await unsanitisedRows()).toBe(0);
    const [page] = await t.db.query<{ content: string }>(`SELECT content FROM cms_pages WHERE identifier = 'about-us' AND store_id = 1`);
    expect(page!.content).toContain('Summit UK');
  });

  it('a text written by hand is sent sanitised at once, and stored so when the server starts', async () => {
    await t.db.query(`UPDATE cms_pages SET content = $1, html_sanitised = false WHERE identifier = 'about-us' AND store_id = 1`, [DIRTY]);
    const sent = (await t.app.inject({ method: 'GET', url: '/api/cms-page?identifier=about-us&storeId=1' })).json();
    expect(sent.items[0].content).toContain('<p>Hello <img src="x"></p>');
    expect(sent.items[0].content).not.toMatch(/onerror|<script/);

    expect(await sanitiseStoredHtml(t.db)).toBe(1);
    const [stored] = await t.db.query<{ content: string; html_sanitised: boolean }>(
      `SELECT content, html_sanitised FROM cms_pages WHERE identifier = 'about-us' AND store_id = 1`,
    );
    expect(stored).toEqual({ content: '<p>Hello <img src="x"></p>', html_sanitised: true });
    expect(await sanitiseStoredHtml(t.db)).toBe(0);
  });

  it('a text changed by hand after it was sanitised is sanitised again before it is sent', async () => {
    await t.db.query(`UPDATE static_blocks SET content = $1 WHERE id = (SELECT min(id) FROM static_blocks WHERE store_id = 1)`, [DIRTY]);
    const [row] = await t.db.query<{ identifier: string; html_sanitised: boolean }>(
      'SELECT identifier, html_sanitised FROM static_blocks WHERE id = (SELECT min(id) FROM static_blocks WHERE store_id = 1)',
    );
    expect(row!.html_sanitised).toBe(false);
    const sent = (await t.app.inject({ method: 'GET', url: `/api/static-blocks?identifier=${row!.identifier}&storeId=1` })).json();
    expect(JSON.stringify(sent)).not.toMatch(/onerror|<script/);
    expect(await sanitiseStoredHtml(t.db)).toBe(1);
  });

  it("a story's rich text written by hand is sanitised in both its versions", async () => {
    const [story] = await t.db.query<{ store_id: number; lang: string; slug: string }>('SELECT store_id, lang, slug FROM stories LIMIT 1');
    const version = JSON.stringify({ blocks: [{ type: 'rich-text', id: 'x', fields: { html: DIRTY } }] });
    await t.db.query('UPDATE stories SET published = $4::jsonb, draft = $4::jsonb, html_sanitised = false WHERE store_id = $1 AND lang = $2 AND slug = $3', [
      story!.store_id,
      story!.lang,
      story!.slug,
      version,
    ]);
    // Sent sanitised before the server has stored it so.
    const store = t.stores.find((candidate) => candidate.storeId === story!.store_id)!;
    const sent = await findStory(t.db, store, story!.lang, story!.slug, false);
    expect(sent!.blocks).toEqual([{ type: 'rich-text', id: 'x', fields: { html: '<p>Hello <img src="x"></p>' } }]);

    expect(await sanitiseStoredHtml(t.db)).toBe(1);
    const [stored] = await t.db.query<{ published: { blocks: { fields: { html: string } }[] }; draft: { blocks: { fields: { html: string } }[] } }>(
      'SELECT published, draft FROM stories WHERE store_id = $1 AND lang = $2 AND slug = $3',
      [story!.store_id, story!.lang, story!.slug],
    );
    for (const kept of [stored!.published, stored!.draft]) expect(kept.blocks[0]!.fields.html).toBe('<p>Hello <img src="x"></p>');
  });
});
