import { describe, expect, it, vi } from 'vitest';
import { categoryNavigation } from '../../contracts/navigation.ts';
import { createApiClient } from './client.ts';
import { type InProcessApi, inProcessSend } from './in-process.ts';

const NAVIGATION = { items: [{ id: 1, label: 'Ski', url: '/ski', level: 1, children: [] }] };

function clientOver(api: InProcessApi) {
  return createApiClient({ storeId: 1, send: inProcessSend(api) });
}

describe('the API client over the server’s in-process API', () => {
  it('names the endpoint, its path and its query to the server', async () => {
    const api = vi.fn<InProcessApi>(async () => ({ status: 200, body: NAVIGATION, shared: false }));
    await clientOver(api).call(categoryNavigation, { query: { storeId: 1, type: 'header' } });
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: categoryNavigation.name, method: 'GET', path: categoryNavigation.path, query: { storeId: 1, type: 'header' } }),
    );
  });

  it('checks a shared reply against the contract once, and hands every caller the same frozen result', async () => {
    const shared = structuredClone(NAVIGATION);
    const client = clientOver(async () => ({ status: 200, body: shared, shared: true }));
    const first = await client.call(categoryNavigation, { query: { storeId: 1, type: 'header' } });
    expect(first.items[0]?.label).toBe('Ski');
    expect(await client.call(categoryNavigation, { query: { storeId: 1, type: 'header' } })).toBe(first);
    expect(() => (first.items[0]!.label = 'Board')).toThrow(TypeError);
  });

  it('parses a reply of its own anew each time', async () => {
    const client = clientOver(async () => ({ status: 200, body: structuredClone(NAVIGATION), shared: false }));
    const first = await client.call(categoryNavigation, { query: { storeId: 1, type: 'header' } });
    expect(await client.call(categoryNavigation, { query: { storeId: 1, type: 'header' } })).not.toBe(first);
  });

  it('fails as over HTTP: an error reply with its message and status, a reply outside the contract with -1', async () => {
    const failing = clientOver(async () => ({ status: 404, body: { message: 'No store 5', statusCode: 404 }, shared: false }));
    await expect(failing.call(categoryNavigation, { query: { storeId: 5, type: 'header' } })).rejects.toMatchObject({ status: 404, message: 'No store 5' });
    const broken = clientOver(async () => ({ status: 200, body: { items: 'none' }, shared: true }));
    await expect(broken.call(categoryNavigation, { query: { storeId: 1, type: 'header' } })).rejects.toMatchObject({ status: -1 });
  });
});
