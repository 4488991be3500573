import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../core/api/endpoint.ts';

/** Throw from a handler or hook to answer with this status and message as JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(status: number, message: string): ApiErrorBody {
  return { error: STATUS_CODES[status] ?? 'Error', message, statusCode: status };
}

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(status, message));
}

function classify(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  const fastifyError = error as Partial<FastifyError> | null;
  // Request validation ("querystring/type must be equal to one of the allowed values").
  if (fastifyError?.validation) return { status: 400, message: fastifyError.message ?? 'Invalid request' };
  // Fastify's own client errors: malformed JSON (400), body too large (413), bad media type (415)...
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: fastifyError?.message ?? STATUS_CODES[status] ?? 'Bad request' };
  }
  return { status: 500, message: 'Internal Server Error' };
}

/**
 * Every error leaves as the JSON body of the API contract. Only unexpected errors are 5xx;
 * they are logged with the request, and their message (which may name internals) is not sent.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, message } = classify(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return sendError(reply, status, message);
}
