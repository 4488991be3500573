import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripRequestSchemas } from './client-contracts.ts';

const strip = (code: string) => stripRequestSchemas(code, (source) => parseAst(source))?.code ?? null;

describe('request schemas in the browser build', () => {
  it('are dropped from endpoint declarations; name, method, path and reply stay', () => {
    const source = [
      "export const basketAdd = defineEndpoint({ name: 'basket-add', method: 'POST', path: 'basket-add', body: z.object({ productID: id() }), reply: basketReply });",
      "export const product = defineEndpoint({ name: 'single-product', method: 'GET', path: 'single-product/:id', params: z.object({ id: idParam() }), query: z.object({ storeId: idParam() }), reply: detail });",
    ].join('\n');
    expect(strip(source)).toBe(
      [
        "export const basketAdd = defineEndpoint({ name: 'basket-add', method: 'POST', path: 'basket-add', reply: basketReply });",
        "export const product = defineEndpoint({ name: 'single-product', method: 'GET', path: 'single-product/:id', reply: detail });",
      ].join('\n'),
    );
  });

  it('leaves other calls, other objects and modules without declarations alone', () => {
    expect(strip('const shape = z.object({ body: z.string(), query: z.string() });')).toBeNull();
    expect(strip("export const x = defineEndpoint({ name: 'x', method: 'GET', path: 'x', reply: r, query: q })\nconst y = { query: 1 };")).toBe(
      "export const x = defineEndpoint({ name: 'x', method: 'GET', path: 'x', reply: r, })\nconst y = { query: 1 };",
    );
  });
});
