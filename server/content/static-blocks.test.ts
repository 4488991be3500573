import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageText, staticBlocks } from '../../contracts/static-blocks.ts';
import { createTestApp, expectErrorBody, getParsed, type TestApp } from '../test-support/test-support.ts';
import { familyPattern } from './content-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('static-blocks', () => {
  it('gives one block by identifier, in the store’s language, with its template variables for the storefront', async () => {
    const [uk] = await getParsed(t, staticBlocks, '/api/static-blocks?storeId=1&identifier=points_email_en');
    expect(uk).toMatchObject({
      identifier: 'points_email_en',
      renderTemplate: 'share_email',
      title: '{{account.referrerFirstName}} invites you to {{store.shopShareName}}',
    });
    expect(uk!.content).toContain('<a href="{{account.shareUrl}}">{{account.shareUrl}}</a>');
    const [fr] = await getParsed(t, staticBlocks, '/api/static-blocks?storeId=13&identifier=points_twitter_fr', 'fr.localhost');
    expect(fr!.content).toContain('vous invite sur {{store.shopShareName}}');
  });

  it('gives a family of blocks in order: the FAQ topics and their questions', async () => {
    const faq = await getParsed(t, staticBlocks, '/api/static-blocks?storeId=11&identifier=faq_*', 'de.localhost');
    expect(faq.length).toBeGreaterThanOrEqual(18);
    expect(faq[0]).toMatchObject({ identifier: 'faq_ordering_topic', renderTemplate: 'faq_topic', title: 'Bestellen' });
    expect(faq.filter((b) => b.renderTemplate === 'faq_entry').length).toBeGreaterThanOrEqual(10);
    expect(faq.every((b) => b.identifier.startsWith('faq_'))).toBe(true);
    expect(faq.find((b) => b.identifier === 'faq_delivery_cost')!.content).toContain('4,95');
  });

  it('answers a block the store does not have with an empty list', async () => {
    expect(await getParsed(t, staticBlocks, '/api/static-blocks?storeId=1&identifier=banner_home_en')).toEqual([]);
    expect(await getParsed(t, staticBlocks, '/api/static-blocks?storeId=1&identifier=nothing_*')).toEqual([]);
  });

  it('refuses a malformed identifier or store with 400 in the error shape', async () => {
    for (const query of [
      'storeId=1&identifier=../etc',
      'storeId=1&identifier=faq*',
      'storeId=1&identifier=FAQ_x',
      'storeId=1',
      'identifier=faq_*',
      'storeId=x&identifier=a',
    ]) {
      const reply = await get(`/api/static-blocks?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expectErrorBody(reply.json(), 400);
    }
  });

  it('takes the underscore of a family literally', () => {
    expect(familyPattern('faq_*')).toBe('faq\\_%');
    expect(familyPattern('faq_delivery')).toBeNull();
  });

  it('sends stored HTML without scripts, event handlers or javascript: links, keeping its text and variables', async () => {
    await t.db.query(`INSERT INTO static_blocks (store_id, identifier, title, content) VALUES (1, 'hostile_block_en', 'Hostile', $1)`, [
      '<p>Hello {{store.shopName}}</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">Click</a>',
    ]);
    const [block] = await getParsed(t, staticBlocks, '/api/static-blocks?storeId=1&identifier=hostile_block_en');
    expect(block!.content).toContain('<p>Hello {{store.shopName}}</p>');
    expect(block!.content).toContain('Click');
    expect(block!.content).not.toMatch(/script|onerror|javascript:/i);
  });
});

describe('page-text', () => {
  it('gives the live texts of an area in the store’s language', async () => {
    const { items } = await getParsed(t, pageText, '/api/page-text?area=header&storeId=13', 'fr.localhost');
    expect(items).toHaveLength(1);
    expect(items[0]!.content).toContain('Livraison offerte dès 60,00 €');
    const referral = await getParsed(t, pageText, '/api/page-text?area=referral&storeId=1');
    expect(referral.items[0]!.content).toContain('{{store.referralPoints}}');
  });

  it('leaves out texts outside their period', async () => {
    await t.db.query(
      `INSERT INTO page_texts (store_id, area, content, starts_at, ends_at, position) VALUES
       (6, 'header', '<p>Past</p>', now() - interval '2 days', now() - interval '1 day', 1),
       (6, 'header', '<p>Future</p>', now() + interval '1 day', NULL, 2),
       (6, 'header', '<p>Now</p>', now() - interval '1 day', now() + interval '1 day', 3)`,
    );
    const { items } = await getParsed(t, pageText, '/api/page-text?area=header&storeId=6', 'ie.localhost');
    expect(items.map((item) => item.content)).toEqual([expect.stringContaining('Free delivery'), '<p>Now</p>']);
  });

  it('refuses an unknown area with 400', async () => {
    const reply = await get('/api/page-text?area=footer&storeId=1');
    expect(reply.statusCode).toBe(400);
    expectErrorBody(reply.json(), 400);
  });
});
