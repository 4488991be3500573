import { describe, expect, it } from 'vitest';
import type { ApiClient, CallOptions, EndpointDef } from '../../core/plugin-api.ts';
import { loadRecentlyViewed } from './load-recently-viewed.ts';

function recordingApi() {
  const queries: unknown[] = [];
  const api = {
    call: async (_endpoint: EndpointDef, options?: CallOptions<EndpointDef>) => {
      queries.push(options?.query);
      return { items: [] };
    },
  } as unknown as ApiClient;
  return { api, queries };
}

describe('loadRecentlyViewed', () => {
  it('asks a member list of the server, the newest 30', async () => {
    const { api, queries } = recordingApi();
    await loadRecentlyViewed(api, { storeId: 13 }, true, () => [1001]);
    expect(queries).toEqual([{ storeId: 13, limit: 30 }]);
  });

  it('sends a guest list of ids kept in the browser, and asks nothing for an empty one', async () => {
    const { api, queries } = recordingApi();
    expect(await loadRecentlyViewed(api, { storeId: 1 }, false, () => [])).toEqual([]);
    expect(queries).toEqual([]);
    await loadRecentlyViewed(api, { storeId: 1 }, false, () => [1004, 1001]);
    expect(queries).toEqual([{ storeId: 1, limit: 10, product_ids: '1004,1001' }]);
  });
});
