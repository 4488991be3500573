import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { recentlyViewed } from '../../contracts/recently-viewed.ts';
import { DEMO_MEMBER } from '../db/seed-data/member.ts';
import { storePrice } from '../db/seed-data/prices.ts';
import { PRODUCTS } from '../db/seed-data/products.ts';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { memberClient, type MemberClient } from '../test-support/members-test-client.ts';

let t: TestApp;
let member: MemberClient;
beforeAll(async () => {
  t = await createTestApp();
  member = memberClient(t.app);
  await member.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
});
afterAll(() => t.close());

const list = async (client: MemberClient, query = 'storeId=1') => {
  const reply = await client.call('GET', `/api/recently-viewed?${query}`);
  expect(reply.status).toBe(200);
  return z.parse(recentlyViewed.reply, reply.json()).items;
};
const view = (client: MemberClient, productId: unknown) => client.call('POST', '/api/recently-viewed', { product_id: productId });

describe('recently-viewed for members', () => {
  it('keeps the views on the server, most recent first, once per product', async () => {
    for (const id of [1001, 1004, 1016, 1004]) expect((await view(member, id)).status).toBe(200);
    const items = await list(member);
    expect(items.map((i) => i.productID)).toEqual([1004, 1016, 1001]);
  });

  it('describes each product with the store prices and a 50x50 thumbnail', async () => {
    const [first] = await list(member, 'storeId=13');
    const price = storePrice(PRODUCTS.find((p) => p.id === 1004)!.price, 'EUR');
    expect(first).toEqual({
      productID: 1004,
      name: 'Chaussures de ski Salomon S/Pro 100',
      brand: 'Salomon',
      price: price.special_price,
      oldPrice: price.rrp,
      url: '/catalog/product/view/id/1004',
      imageUrl: '/media/catalog/product/sal-spro100.webp',
      thumbnails: [{ width: 50, height: 50, url: '/media/catalog/product/50x50/sal-spro100.webp' }],
      entity_id: 1004,
    });
  });

  it('is the same list from another device of the member', async () => {
    const other = memberClient(t.app, '203.0.113.8');
    await other.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect((await list(other)).slice(0, 3).map((i) => i.productID)).toEqual([1004, 1016, 1001]);
  });

  it('keeps the newest 30 and honours the limit', async () => {
    const ids = [...PRODUCTS.map((p) => p.id), ...Array.from({ length: 20 }, (_, i) => 1100 + i)];
    for (const id of ids) await view(member, id);
    const items = await list(member);
    expect(items).toHaveLength(30);
    expect(items.map((i) => i.productID)).toEqual(ids.slice(-30).reverse());
    const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM recently_viewed WHERE customer_id = $1', [DEMO_MEMBER.id])) as [
      { n: number },
    ];
    expect(n).toBe(30);
    expect(await list(member, 'storeId=1&limit=5')).toHaveLength(5);
  });

  it('refuses a bad body with 400 and an unknown product with 404', async () => {
    for (const [body, status] of [
      ['1001', 400],
      [0, 400],
      [999999, 404],
    ] as const) {
      const reply = await view(member, body);
      expect(reply.status).toBe(status);
      expectErrorBody(reply.json(), status);
    }
    expect((await member.call('GET', '/api/recently-viewed?storeId=1&limit=31')).status).toBe(400);
  });
});

describe('recently-viewed for guests', () => {
  it('keeps nothing on the server for a guest', async () => {
    const guest = memberClient(t.app, '203.0.113.9');
    const reply = await view(guest, 1001);
    expect(reply.status).toBe(401);
    expectErrorBody(reply.json(), 401);
    expect(await list(guest)).toEqual([]);
  });

  it('describes the products of a local list in its order, without those the store does not sell', async () => {
    const guest = memberClient(t.app, '203.0.113.9');
    const items = await list(guest, 'storeId=1&product_ids=1016,999999,1001');
    expect(items.map((i) => i.productID)).toEqual([1016, 1001]);
    expect((await guest.call('GET', '/api/recently-viewed?storeId=1&product_ids=1,x')).status).toBe(400);
  });
});
