import * as z from 'zod/mini';
import type { ApiErrorBody, EndpointDef } from './endpoint.ts';
import { ApiError } from './api-error.ts';

/** A reply's JSON checked against the endpoint's schema at the edge: a reply outside the contract is an ApiError (-1). */
export function parsedReply(endpoint: EndpointDef, raw: unknown): unknown {
  const parsed = z.safeParse(endpoint.reply, raw);
  if (!parsed.success) {
    throw new ApiError(endpoint.name, -1, `unexpected reply from ${endpoint.name}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** The ApiError of a 4xx or 5xx reply, its message from the error body when it has one. */
export function apiErrorOf(endpoint: EndpointDef, status: number, body: unknown, statusText?: string): ApiError {
  const errorBody = typeof body === 'object' && body !== null ? (body as ApiErrorBody) : undefined;
  return new ApiError(endpoint.name, status, errorBody?.message ?? statusText ?? 'Request failed', errorBody);
}
