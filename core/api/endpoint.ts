import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One named endpoint of the storefront API, declared once and shared by the browser client
 * (which parses replies with `reply`) and the reference server (which turns `query`, `body`
 * and `params` into JSON Schema for Fastify's request validation).
 */
export interface EndpointDef<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
  P extends z.ZodMiniType = z.ZodMiniType,
> {
  name: string;
  method: HttpMethod;
  /** Fastify-style path, e.g. /api/order-details-new/:id */
  path: string;
  query?: Q;
  body?: B;
  params?: P;
  reply: R;
}

export function defineEndpoint<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
  P extends z.ZodMiniType = z.ZodMiniType,
>(def: EndpointDef<Q, B, R, P>): EndpointDef<Q, B, R, P> {
  return def;
}

export type QueryOf<E> = E extends EndpointDef<infer Q, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type BodyOf<E> = E extends EndpointDef<z.ZodMiniType, infer B, z.ZodMiniType, z.ZodMiniType> ? z.input<B> : never;
export type ParamsOf<E> = E extends EndpointDef<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer P> ? z.input<P> : never;
export type ReplyOf<E> = E extends EndpointDef<z.ZodMiniType, z.ZodMiniType, infer R, z.ZodMiniType> ? z.output<R> : never;

/** The JSON error body every endpoint answers with on a 4xx or 5xx. */
export interface ApiErrorBody {
  error: string;
  /** The messages in one line. */
  message: string;
  /** Each message on its own (the reference API sends them; another backend may not). */
  messages?: string[];
  statusCode: number;
  /** The request's id in the server's logs (the reference API sends it; another backend may not). */
  requestId?: string;
  /** A refusal to be tried again later (429): in how many seconds, as in the Retry-After header. */
  retryAfter?: number;
}
