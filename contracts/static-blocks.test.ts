import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { blockListOf, camelCaseKey, camelCaseKeys, identifierPart, shareTextIdentifier, staticBlockIdentifier, staticBlocks } from './static-blocks.ts';

const parse = (reply: unknown) => z.safeParse(staticBlocks.reply, reply);

describe('staticBlockIdentifier', () => {
  it('joins three parts with underscores, in lower case', () => {
    expect(staticBlockIdentifier('points', 'email', 'en')).toBe('points_email_en');
    expect(staticBlockIdentifier('Product', 'Twitter', 'FR')).toBe('product_twitter_fr');
    expect(staticBlockIdentifier(' faq ', 'Delivery', 'tracking')).toBe('faq_delivery_tracking');
    expect(shareTextIdentifier('confirmation', 'facebook', 'de')).toBe('confirmation_facebook_de');
  });

  it('reads a part back', () => {
    expect(identifierPart('faq_flash-sales_how-long', 1)).toBe('flash-sales');
    expect(identifierPart('faq_delivery', 2)).toBe('');
  });
});

describe('camel-cased keys', () => {
  it('camel-cases snake and kebab keys, deeply, and leaves values alone', () => {
    expect(camelCaseKey('render_template')).toBe('renderTemplate');
    expect(camelCaseKey('store-id')).toBe('storeId');
    expect(camelCaseKey('identifier')).toBe('identifier');
    expect(camelCaseKey('renderTemplate')).toBe('renderTemplate');
    expect(camelCaseKeys([{ store_id: 1, extra_data: { is_active: true, list_of: [{ a_b: 'x_y' }] } }])).toEqual([
      { storeId: 1, extraData: { isActive: true, listOf: [{ aB: 'x_y' }] } },
    ]);
  });

  it('reads a snake_case backend reply as blocks', () => {
    const reply = [{ identifier: 'points_email_en', store_id: 1, render_template: 'email', title: 'Join me', content: '<p>Hi</p>' }];
    expect(parse(reply).data).toEqual([{ identifier: 'points_email_en', renderTemplate: 'email', title: 'Join me', content: '<p>Hi</p>' }]);
  });

  it('reads `{ items }`, fills a missing title and template, and parses its own output again unchanged', () => {
    const first = parse({ items: [{ identifier: 'a_b_c', content: 'x', title: null }] }).data;
    expect(first).toEqual([{ identifier: 'a_b_c', renderTemplate: 'default', title: '', content: 'x' }]);
    expect(parse(first).data).toEqual(first);
  });
});

describe('a reply with errors', () => {
  it('gives an empty list, whatever else it holds', () => {
    expect(blockListOf({ errors: ['Block not found'] })).toEqual([]);
    expect(parse({ errors: [] }).data).toEqual([]);
    expect(parse({ errors: { message: 'x' }, items: [{ identifier: 'a', content: 'b' }] }).data).toEqual([]);
  });

  it('is not confused with a reply that breaks the contract', () => {
    expect(parse({ message: 'oops' }).success).toBe(false);
    expect(parse('nothing').success).toBe(false);
    expect(parse([{ identifier: 'a' }]).success).toBe(false);
  });
});
