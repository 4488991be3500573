import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, CLIENT_HEADER } from './client.ts';
import { categoryNavigation } from './contract.ts';

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('calls the named endpoint with its query and the client header, and parses the reply', async () => {
    const fetchMock = mockFetch(200, { items: [{ id: 1, label: 'Ski', url: '/ski', level: 1, children: [] }] });
    const reply = await createApiClient({ baseURL: 'http://api.test' }).call(categoryNavigation, { query: { storeId: 1, type: 'header' } });
    expect(reply.items[0]?.label).toBe('Ski');
    const [request] = fetchMock.mock.calls[0] as unknown as [Request];
    expect(String(request.url ?? request)).toContain('/api/category-navigation?storeId=1&type=header');
  });

  it('turns an HTTP error into an ApiError with the server message', async () => {
    mockFetch(400, { error: 'Bad Request', message: 'querystring/type must be equal to one of the allowed values', statusCode: 400 });
    const call = createApiClient({ baseURL: 'http://api.test' }).call(categoryNavigation, { query: { storeId: 1, type: 'header' } });
    await expect(call).rejects.toMatchObject({ name: 'ApiError', status: 400, message: 'querystring/type must be equal to one of the allowed values' });
  });

  it('refuses a reply that does not match the contract', async () => {
    mockFetch(200, { items: [{ id: 'one' }] });
    const error = await createApiClient({ baseURL: 'http://api.test' })
      .call(categoryNavigation, { query: { storeId: 1, type: 'header' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(-1);
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('fetch failed'); }));
    const error = await createApiClient({ baseURL: 'http://api.test' }).call(categoryNavigation, { query: { storeId: 1, type: 'footer' } }).catch((e: unknown) => e);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('names the CSRF header the server checks', () => {
    expect(CLIENT_HEADER).toBe('x-summit-client');
  });
});
