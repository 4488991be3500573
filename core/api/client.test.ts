import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_HEADER, STORE_HEADER } from '../../contracts/headers.ts';
import { categoryNavigation } from '../../contracts/navigation.ts';
import { ApiError, callLoaded, createApiClient } from './client.ts';
import { parseRuntimeConfig } from './runtime-config.ts';

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sent(fetchMock: ReturnType<typeof mockFetch>): { url: string; init: RequestInit } {
  const [input, init] = fetchMock.mock.calls[0]!;
  return { url: String(input instanceof Request ? input.url : input), init: init ?? {} };
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('calls the named endpoint under the API base with its query, and parses the reply', async () => {
    const fetchMock = mockFetch(200, { items: [{ id: 1, label: 'Ski', url: '/ski', level: 1, children: [] }] });
    const reply = await createApiClient({ apiBase: 'https://api.example.com/v1' }).call(categoryNavigation, { query: { storeId: 1, type: 'header' } });
    expect(reply.items[0]?.label).toBe('Ski');
    expect(sent(fetchMock).url).toBe('https://api.example.com/v1/category-navigation?storeId=1&type=header');
  });

  it('sends the client and store headers and the configured credentials mode', async () => {
    const fetchMock = mockFetch(200, { items: [] });
    await createApiClient({ apiBase: 'https://api.example.com', credentials: 'include', storeId: 13 }).call(categoryNavigation, {
      query: { storeId: 13, type: 'footer' },
    });
    const { init } = sent(fetchMock);
    const headers = new Headers(init.headers);
    expect(headers.get(CLIENT_HEADER)).toBe('1');
    expect(headers.get(STORE_HEADER)).toBe('13');
    expect(init.credentials).toBe('include');
  });

  it('defaults to /api on the same origin', async () => {
    vi.stubGlobal('location', new URL('http://shop.test/'));
    const fetchMock = mockFetch(200, { items: [] });
    await createApiClient()
      .call(categoryNavigation, { query: { storeId: 1, type: 'footer' } })
      .catch(() => undefined);
    expect(sent(fetchMock).url).toContain('/api/category-navigation');
    expect(sent(fetchMock).init.credentials).toBe('same-origin');
  });

  it('turns an HTTP error into an ApiError with the server message', async () => {
    mockFetch(400, { error: 'Bad Request', message: 'querystring/type must be equal to one of the allowed values', statusCode: 400 });
    const call = createApiClient({ apiBase: 'http://api.test' }).call(categoryNavigation, { query: { storeId: 1, type: 'header' } });
    await expect(call).rejects.toMatchObject({ name: 'ApiError', status: 400, message: 'querystring/type must be equal to one of the allowed values' });
  });

  it('refuses a reply that does not match the contract', async () => {
    mockFetch(200, { items: [{ id: 'one' }] });
    const error = await createApiClient({ apiBase: 'http://api.test' })
      .call(categoryNavigation, { query: { storeId: 1, type: 'header' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(-1);
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const error = await createApiClient({ apiBase: 'http://api.test' })
      .call(categoryNavigation, { query: { storeId: 1, type: 'footer' } })
      .catch((e: unknown) => e);
    expect((error as ApiError).isNetworkError).toBe(true);
  });
});

describe('endpoints that load with the call', () => {
  it('calls the endpoint once its contract has loaded', async () => {
    const fetchMock = mockFetch(200, { items: [] });
    const api = createApiClient({ apiBase: 'http://api.test', transport: 'on-first-call' });
    const reply = await callLoaded(api, async () => (await import('../../contracts/navigation.ts')).categoryNavigation, {
      query: { storeId: 1, type: 'footer' },
    });
    expect(reply).toEqual({ items: [] });
    expect(sent(fetchMock).url).toBe('http://api.test/category-navigation?storeId=1&type=footer');
  });

  it('fails as the network does when the contract does not arrive, and asks nothing', async () => {
    const fetchMock = mockFetch(200, { items: [] });
    const error = await callLoaded(createApiClient({ apiBase: 'http://api.test' }), () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('runtime config', () => {
  it('reads the page config and falls back to the same-origin default on anything else', () => {
    expect(parseRuntimeConfig('{"apiBase":"https://api.example.com","credentials":"include"}')).toEqual({
      apiBase: 'https://api.example.com',
      credentials: 'include',
    });
    expect(parseRuntimeConfig('{"apiBase":""}')).toEqual({ apiBase: '/api', credentials: 'same-origin' });
    expect(parseRuntimeConfig('not json')).toEqual({ apiBase: '/api', credentials: 'same-origin' });
    expect(parseRuntimeConfig(null)).toEqual({ apiBase: '/api', credentials: 'same-origin' });
  });
});
