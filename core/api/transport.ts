import { FetchError, ofetch } from 'ofetch';
import type { EndpointDef } from './endpoint.ts';
import { ApiError } from './api-error.ts';
import { apiErrorOf, parsedReply } from './reply.ts';

export interface TransportOptions {
  baseURL: string;
  credentials: RequestCredentials;
  headers: Record<string, string>;
  onReplyHeaders?: (headers: Headers) => void;
}

export interface TransportRequest {
  method: EndpointDef['method'];
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
  keepalive?: boolean;
}

/** Sends one request and answers its reply, parsed with the endpoint's schema. */
export type Send = (endpoint: EndpointDef, url: string, request: TransportRequest) => Promise<unknown>;

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || (error.cause as Error | undefined)?.name === 'AbortError');
}

/**
 * The HTTP half of the API client: ofetch, the error mapping and the reply's parse at the edge.
 * A module of its own so that a page the server rendered, which calls nothing before it is on
 * screen, does not download it with its first screen.
 */
export function createTransport(options: TransportOptions): Send {
  const $fetch = ofetch.create({
    baseURL: options.baseURL,
    credentials: options.credentials,
    retry: 0,
    headers: options.headers,
    onResponse: options.onReplyHeaders ? ({ response }) => options.onReplyHeaders!(response.headers) : undefined,
  });

  return async (endpoint, url, request) => {
    let raw: unknown;
    try {
      raw = await $fetch(url, request);
    } catch (error) {
      if (isAbort(error)) throw error;
      if (error instanceof FetchError && error.status) throw apiErrorOf(endpoint, error.status, error.data, error.statusMessage);
      throw new ApiError(endpoint.name, 0, error instanceof Error ? error.message : 'Network error');
    }
    return parsedReply(endpoint, raw);
  };
}
