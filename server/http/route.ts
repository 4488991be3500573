import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import * as z from 'zod/mini';
import type { EndpointDef, ReplyOf } from '../../core/api/endpoint.ts';
import { STORE_HEADER } from '../../contracts/headers.ts';
import { requestStore } from '../context.ts';
import { HttpError } from './errors.ts';
import { isFresh, publicReplyKey } from './public-cache.ts';
import type { PublicWhen } from './public-reads.ts';
import type { RateLimit } from './rate-limits.ts';
import { unstorableTextAt } from './storable-text.ts';

/*
 * Handlers get the query, body and params as the endpoint's zod schemas output them
 * (coerced, defaulted), not as QueryOf/BodyOf/ParamsOf (the inputs the client sends): a
 * `z.coerce.number()` is `unknown` on the way in but a number once parsed. The reply is ReplyOf.
 */
type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : never;
export type ParsedQueryOf<E> = E extends EndpointDef<infer Q, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? Parsed<Q> : never;
export type ParsedBodyOf<E> = E extends EndpointDef<z.ZodMiniType, infer B, z.ZodMiniType, z.ZodMiniType> ? Parsed<B> : never;
export type ParsedParamsOf<E> = E extends EndpointDef<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer P> ? Parsed<P> : never;

export interface RouteInput<E> {
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  params: ParsedParamsOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E> = (input: RouteInput<E>) => Promise<ReplyOf<E>>;

/** Fastify validates requests with ajv against JSON Schema made from the declared zod schemas. */
export function jsonSchemaOf(schema: z.ZodMiniType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
  return rest;
}

function parseInput(schema: z.ZodMiniType | undefined, value: unknown, part: string): unknown {
  if (!schema) return value;
  const parsed = z.safeParse(schema, value);
  // Only checks that JSON Schema cannot express get here; still the client's fault, so 400.
  if (!parsed.success) throw new HttpError(400, `${part}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const PLAIN_INTEGER = /^-?(0|[1-9][0-9]*)$/;
const PLAIN_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** The numeric fields of a query or params schema, each with the text form it accepts. */
function numericFields(schema: Record<string, unknown> | undefined): [string, RegExp][] {
  const properties = (schema?.properties ?? {}) as Record<string, { type?: unknown }>;
  return Object.entries(properties).flatMap(([key, property]): [string, RegExp][] =>
    property.type === 'integer' ? [[key, PLAIN_INTEGER]] : property.type === 'number' ? [[key, PLAIN_NUMBER]] : [],
  );
}

/**
 * Numbers in a query or a path are written as plain decimals: ajv's coercion would also take
 * `0x10`, `1e3` or ` 7`, so that one id would have many spellings.
 */
function plainNumbers(query: [string, RegExp][], params: [string, RegExp][]) {
  return async (request: FastifyRequest) => {
    for (const [part, fields, values] of [
      ['querystring', query, request.query],
      ['params', params, request.params],
    ] as const) {
      for (const [key, form] of fields) {
        const value = (values as Record<string, unknown> | undefined)?.[key];
        if (typeof value === 'string' && !form.test(value)) throw new HttpError(400, `${part}/${key} must be a plain decimal number`);
      }
    }
  };
}

/** What the server does on an endpoint beyond its contract. */
export interface RouteOptions {
  rateLimit?: RateLimit;
  /** Bytes of body accepted (the app's default otherwise). */
  bodyLimit?: number;
  /**
   * The reply is the same for everyone in the store (it reads no session): kept in process for
   * a few seconds, sent with an ETag (304 on If-None-Match) and `Cache-Control: public` for this
   * many seconds so that a CDN can keep it too.
   */
  publicSeconds?: number;
  /**
   * With publicSeconds: whether this request gets the public reply. One it refuses (a content
   * editor's draft preview) is computed for that request alone, never kept, and sent
   * `private, no-store`, so that it can never reach another visitor from a cache.
   */
  publicWhen?: PublicWhen;
}

/** Registers one declared endpoint: method, path and request schemas from the declaration. */
export function route<E extends EndpointDef>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>, options: RouteOptions = {}): void {
  const schema: FastifySchema = {};
  if (endpoint.query) schema.querystring = jsonSchemaOf(endpoint.query);
  if (endpoint.body) schema.body = jsonSchemaOf(endpoint.body);
  if (endpoint.params) schema.params = jsonSchemaOf(endpoint.params);

  app.summit.routes.add(endpoint.method, `${app.prefix}/${endpoint.path}`);
  if (options.publicSeconds !== undefined) app.summit.publicReads.declare(endpoint.name, options.publicWhen);
  app.route({
    method: endpoint.method,
    // Endpoint paths are relative to the API base; the app registers the API under its prefix.
    url: `/${endpoint.path}`,
    schema,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    preValidation: plainNumbers(numericFields(schema.querystring as Record<string, unknown>), numericFields(schema.params as Record<string, unknown>)),
    handler: async (request, reply) => {
      const compute = async () => {
        for (const [part, value] of [
          ['querystring', request.query],
          ['body', request.body],
          ['params', request.params],
        ] as const) {
          const field = unstorableTextAt(value);
          if (field) throw new HttpError(400, `${part}/${field} holds a character that is not allowed (NUL or an unpaired surrogate)`);
        }
        const input = {
          query: parseInput(endpoint.query, request.query, 'querystring'),
          body: parseInput(endpoint.body, request.body, 'body'),
          params: parseInput(endpoint.params, request.params, 'params'),
          request,
          reply,
        } as RouteInput<E>;
        const result = await handler(input);
        // A reply outside the contract is our bug: the client would reject it anyway, so fail loudly here.
        const checked = z.safeParse(endpoint.reply, result);
        if (!checked.success) throw new Error(`${endpoint.name} reply breaks the contract: ${z.prettifyError(checked.error)}`);
        return checked.data;
      };
      // A public reply is cached by its URL, input checks included: the same URL passes or fails them the same way.
      if (options.publicSeconds === undefined) return compute();
      if (options.publicWhen && !options.publicWhen(request)) {
        reply.header('cache-control', 'private, no-store');
        return compute();
      }
      const cached = await app.summit.publicCache.get(publicReplyKey(requestStore(request).storeId, request.url), compute);
      reply.header('cache-control', `public, max-age=${options.publicSeconds}`).header('etag', cached.etag).header('vary', STORE_HEADER);
      if (isFresh(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(cached.body);
    },
  });
}
