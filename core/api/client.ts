import { CLIENT_HEADER, STORE_HEADER } from '../../contracts/headers.ts';
import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ReplyOf } from './endpoint.ts';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from './runtime-config.ts';
import { ApiError } from './api-error.ts';
import type { Send } from './transport.ts';

export { ApiError };

export interface CallOptions<E> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  params?: ParamsOf<E>;
  signal?: AbortSignal;
  /** Let the call finish when the page is left (a tracking call on the way out). */
  keepalive?: boolean;
}

export interface ApiClient {
  call<E extends EndpointDef>(endpoint: E, options?: CallOptions<E>): Promise<ReplyOf<E>>;
}

function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

export interface ApiClientOptions extends Partial<RuntimeConfig> {
  /** The store the page is for (contracts/headers.ts: STORE_HEADER). */
  storeId?: number;
  /** Sees the headers of every reply, errors included (the shell reads the server's build version). */
  onReplyHeaders?: (headers: Headers) => void;
  /** Another way to send the requests (the server renderer calls its own API in process, as the shopper). */
  send?: Send;
  /**
   * When the HTTP code (ofetch, the reply parse) loads: at once (the default), or with the first
   * call, for a page the server rendered, whose first screen calls nothing.
   */
  transport?: 'at-once' | 'on-first-call';
}

/**
 * Named endpoints over ofetch, their paths relative to the API base; replies parsed with the
 * endpoint's zod schema at the edge (`transport.ts`).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const headers: Record<string, string> = { [CLIENT_HEADER]: '1', accept: 'application/json' };
  if (options.storeId !== undefined) headers[STORE_HEADER] = String(options.storeId);
  let transport: Promise<Send> | null = options.send ? Promise.resolve(options.send) : null;
  const send = () =>
    (transport ??= import('./transport.ts')
      .then(({ createTransport }) =>
        createTransport({
          baseURL: options.apiBase ?? DEFAULT_RUNTIME_CONFIG.apiBase,
          credentials: options.credentials ?? DEFAULT_RUNTIME_CONFIG.credentials,
          headers,
          ...(options.onReplyHeaders ? { onReplyHeaders: options.onReplyHeaders } : {}),
        }),
      )
      .catch((error: unknown) => {
        // Its code did not arrive (offline): the next call asks again.
        transport = null;
        throw error;
      }));
  if (options.transport !== 'on-first-call') send().catch(() => undefined);

  return {
    async call(endpoint, callOptions = {}) {
      const url = fillPath(endpoint.path, callOptions.params as Record<string, unknown> | undefined);
      let sendRequest: Send;
      try {
        sendRequest = await send();
      } catch (error) {
        throw new ApiError(endpoint.name, 0, error instanceof Error ? error.message : 'Network error');
      }
      const reply = await sendRequest(endpoint, url, {
        method: endpoint.method,
        query: callOptions.query as Record<string, unknown> | undefined,
        body: callOptions.body as Record<string, unknown> | undefined,
        signal: callOptions.signal,
        keepalive: callOptions.keepalive,
      });
      return reply as ReplyOf<typeof endpoint>;
    },
  };
}

/**
 * Calls an endpoint whose contract loads with the call. Code of the first screen calls this way:
 * a page the server rendered makes no call before it is on screen, so its first screen downloads
 * neither the contract's schemas nor zod. A contract that does not arrive fails as the network does.
 */
export async function callLoaded<E extends EndpointDef>(api: ApiClient, load: () => Promise<E>, options?: CallOptions<E>): Promise<ReplyOf<E>> {
  let endpoint: E;
  try {
    endpoint = await load();
  } catch (error) {
    throw new ApiError('contract', 0, error instanceof Error ? error.message : 'Network error');
  }
  return api.call(endpoint, options);
}
