import { FetchError, ofetch } from 'ofetch';
import * as z from 'zod/mini';
import { CLIENT_HEADER, STORE_HEADER } from '../../contracts/headers.ts';
import type { ApiErrorBody, BodyOf, EndpointDef, ParamsOf, QueryOf, ReplyOf } from './endpoint.ts';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from './runtime-config.ts';

export class ApiError extends Error {
  constructor(
    readonly endpoint: string,
    /** HTTP status, 0 for a network failure, -1 for a reply that did not match the contract. */
    readonly status: number,
    message: string,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

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

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || (error.cause as Error | undefined)?.name === 'AbortError');
}

export interface ApiClientOptions extends Partial<RuntimeConfig> {
  /** The store the page is for (contracts/headers.ts: STORE_HEADER). */
  storeId?: number;
  /** Sees the headers of every reply, errors included (the shell reads the server's build version). */
  onReplyHeaders?: (headers: Headers) => void;
  /** Another way to send the requests (the server renderer calls its own API in process, as the shopper). */
  fetch?: typeof fetch;
}

/**
 * Named endpoints over ofetch, their paths relative to the API base; replies parsed with the
 * endpoint's zod schema at the edge.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const headers: Record<string, string> = { [CLIENT_HEADER]: '1', accept: 'application/json' };
  if (options.storeId !== undefined) headers[STORE_HEADER] = String(options.storeId);
  const $fetch = ofetch.create(
    {
      baseURL: options.apiBase ?? DEFAULT_RUNTIME_CONFIG.apiBase,
      credentials: options.credentials ?? DEFAULT_RUNTIME_CONFIG.credentials,
      retry: 0,
      headers,
      onResponse: options.onReplyHeaders ? ({ response }) => options.onReplyHeaders!(response.headers) : undefined,
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  return {
    async call(endpoint, callOptions = {}) {
      const url = fillPath(endpoint.path, callOptions.params as Record<string, unknown> | undefined);
      let raw: unknown;
      try {
        raw = await $fetch(url, {
          method: endpoint.method,
          query: callOptions.query as Record<string, unknown> | undefined,
          body: callOptions.body as Record<string, unknown> | undefined,
          signal: callOptions.signal,
          keepalive: callOptions.keepalive,
        });
      } catch (error) {
        if (isAbort(error)) throw error;
        if (error instanceof FetchError && error.status) {
          const body = error.data as ApiErrorBody | undefined;
          throw new ApiError(endpoint.name, error.status, body?.message ?? error.statusMessage ?? 'Request failed', body);
        }
        throw new ApiError(endpoint.name, 0, error instanceof Error ? error.message : 'Network error');
      }
      const parsed = z.safeParse(endpoint.reply, raw);
      if (!parsed.success) {
        throw new ApiError(endpoint.name, -1, `unexpected reply from ${endpoint.name}: ${z.prettifyError(parsed.error)}`);
      }
      return parsed.data as ReplyOf<typeof endpoint>;
    },
  };
}
