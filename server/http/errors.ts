import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../core/api/endpoint.ts';

/** One message, or several (each invalid field of a request): the body carries them all. */
export type ErrorMessages = string | readonly string[];

const listOf = (messages: ErrorMessages): string[] => (typeof messages === 'string' ? [messages] : [...messages]);

/**
 * Throw from a handler or hook to answer with this status and these messages as JSON; a refusal
 * to be tried again later (429) says in how many seconds (the Retry-After header and `retryAfter`).
 */
export class HttpError extends Error {
  readonly messages: readonly string[];

  constructor(
    readonly status: number,
    messages: ErrorMessages,
    readonly retryAfter?: number,
  ) {
    const list = listOf(messages);
    super(list.join(' '));
    this.name = 'HttpError';
    this.messages = list;
  }
}

/**
 * Spec 02 section 8, the response error helper: a status code (500 unless said) and a list of
 * messages. `message` joins them for clients that read one line.
 */
export function errorBody(messages: ErrorMessages, status = 500): ApiErrorBody {
  const list = listOf(messages);
  return { error: STATUS_CODES[status] ?? 'Error', message: list.join(' '), messages: list, statusCode: status };
}

/** The error body, with the request's id (also in the X-Request-ID header and the request's log lines). */
export function sendError(reply: FastifyReply, status: number, messages: ErrorMessages, retryAfter?: number): FastifyReply {
  if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ ...errorBody(messages, status), requestId: reply.request.id, ...(retryAfter !== undefined ? { retryAfter } : {}) });
}

function classify(error: unknown): { status: number; messages: ErrorMessages; retryAfter?: number | undefined } {
  if (error instanceof HttpError) return { status: error.status, messages: error.messages, retryAfter: error.retryAfter };
  const fastifyError = error as Partial<FastifyError> | null;
  // Request validation ("querystring/type must be equal to one of the allowed values").
  if (fastifyError?.validation) return { status: 400, messages: fastifyError.message ?? 'Invalid request' };
  // Fastify's own client errors: malformed JSON (400), body too large (413), bad media type (415)...
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, messages: fastifyError?.message ?? STATUS_CODES[status] ?? 'Bad request' };
  }
  return { status: 500, messages: 'Internal Server Error' };
}

/**
 * Every error leaves as the JSON body of the API contract. Only unexpected errors are 5xx;
 * they are logged with the request, and their message (which may name internals) is not sent.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, messages, retryAfter } = classify(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return sendError(reply, status, messages, retryAfter);
}
