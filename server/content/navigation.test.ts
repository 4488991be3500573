import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NavNode } from '../../contracts/navigation.ts';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const navigation = (query: string) => t.app.inject({ method: 'GET', url: `/api/category-navigation?${query}` });
const depth = (nodes: NavNode[]): number => (nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.children))) : 0);

describe('GET /api/category-navigation', () => {
  it('gives the footer as four columns of 3 to 6 links', async () => {
    const reply = await navigation('storeId=1&type=footer');
    expect(reply.statusCode).toBe(200);
    const { items } = reply.json() as { items: NavNode[] };
    expect(items).toHaveLength(4);
    for (const column of items) {
      expect(column.level).toBe(1);
      expect(column.children.length).toBeGreaterThanOrEqual(3);
      expect(column.children.length).toBeLessThanOrEqual(6);
      for (const child of column.children) expect(child.level).toBe(2);
    }
    const urls = items.flatMap((c) => c.children.map((child) => child.url));
    expect(urls.filter((u) => u.includes('archived/blog'))).toHaveLength(1);
    expect(urls.filter((u) => u === 'advice')).toHaveLength(1);
  });

  it('translates labels per store language', async () => {
    const fr = (await navigation('storeId=13&type=footer')).json() as { items: NavNode[] };
    const de = (await navigation('storeId=11&type=footer')).json() as { items: NavNode[] };
    expect(fr.items.map((c) => c.label)).toContain('Aide');
    expect(de.items.map((c) => c.label)).toContain('Hilfe');
    expect(fr.items[0]!.children.map((c) => c.label)).toContain('Qui sommes-nous');
  });

  it('gives the header as three levels', async () => {
    const { items } = (await navigation('storeId=1&type=header')).json() as { items: NavNode[] };
    expect(depth(items)).toBe(3);
    expect(items[0]).toMatchObject({ label: 'Ski', url: '/ski', level: 1 });
    const skis = items[0]!.children[0]!.children.find((c) => c.label === 'Skis');
    expect(skis).toMatchObject({ url: '/ski/skis', level: 3, children: [] });
  });

  it("accepts the header call's A/B parameter and serves the one navigation for it", async () => {
    const plain = (await navigation('storeId=1&type=header')).json() as { items: NavNode[] };
    const reply = await navigation('storeId=1&type=header&abTest=top_header_navigation3');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(plain);
  });

  it('answers 400 JSON for bad queries, 404 for an unknown store', async () => {
    const sideways = await navigation('storeId=1&type=sideways');
    expect(sideways.statusCode).toBe(400);
    expect(expectErrorBody(sideways.json(), 400)).toMatchObject({
      error: 'Bad Request',
      message: 'querystring/type must be equal to one of the allowed values',
    });
    for (const query of [
      'storeId=abc&type=header',
      'type=header',
      'storeId=1',
      'storeId=-1&type=header',
      'storeId=1.5&type=footer',
      'storeId=1&type=header&abTest=',
      'storeId=1&type=header&abTest=Top%20header',
      `storeId=1&type=header&abTest=${'a'.repeat(65)}`,
    ]) {
      const reply = await navigation(query);
      expect(reply.statusCode, query).toBe(400);
      expectErrorBody(reply.json(), 400);
    }
    const unknown = await navigation('storeId=424242&type=header');
    expect(unknown.statusCode).toBe(404);
    expectErrorBody(unknown.json(), 404);
  });
});
