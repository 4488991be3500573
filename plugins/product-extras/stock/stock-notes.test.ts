import { describe, expect, it } from 'vitest';
import type { ApiClient, EndpointDef } from '../../../core/plugin-api.ts';
import { loadStockNotes } from './StockNotes.tsx';

function fakeApi(replies: Record<string, unknown>): ApiClient {
  return { call: async (endpoint: EndpointDef) => replies[endpoint.name] } as unknown as ApiClient;
}

describe('loadStockNotes', () => {
  it('gives a sold-out size its next delivery, and a nearly sold-out one none', async () => {
    const api = fakeApi({
      'get-stock-messages': {
        productId: 1004,
        messages: [
          { valueId: 10401, label: '26', level: 'sold-out', quantity: 0 },
          { valueId: 10402, label: '26.5', level: 'low', quantity: 4 },
          { valueId: 10403, label: '27', level: 'sold-out', quantity: 0 },
        ],
      },
      'get-stock-delivery': {
        productId: 1004,
        deliveries: [
          { valueId: 10402, label: '26.5', quantity: 2, expectedDate: '2026-12-01' },
          { valueId: 10401, label: '26', quantity: 4, expectedDate: '2026-12-09' },
          { valueId: 10401, label: '26', quantity: 4, expectedDate: '2027-01-09' },
        ],
      },
    });
    const notes = await loadStockNotes(api, { storeId: 1 }, 1004);
    expect(notes.map((n) => [n.message.label, n.delivery?.expectedDate ?? null])).toEqual([
      ['26', '2026-12-09'],
      ['26.5', null],
      ['27', null],
    ]);
  });
});
