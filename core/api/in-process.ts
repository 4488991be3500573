import { deepFreeze } from './deep-freeze.ts';
import type { EndpointDef } from './endpoint.ts';
import { apiErrorOf, parsedReply } from './reply.ts';
import type { Send } from './transport.ts';

/** A call to the API made inside the server's process (the server renderer's), as the client words it. */
export interface InProcessCall {
  /** The endpoint's name: the server knows from it whether the reply is public. */
  endpoint: string;
  method: EndpointDef['method'];
  /** The path below the API base, its parameters filled in. */
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

export interface InProcessReply {
  status: number;
  /** The reply's JSON, parsed (undefined without a body). */
  body: unknown;
  /**
   * The body is one frozen object that answers every caller while the server keeps it (a public
   * read): it is checked against the contract once, not on every call.
   */
  shared: boolean;
}

/** How the server renderer reaches its own API without HTTP (server/html/in-process-api.ts). */
export type InProcessApi = (call: InProcessCall) => Promise<InProcessReply>;

/** A shared body's reply as each contract parsed it (a reply schema parses what it was given). */
const parsedShared = new WeakMap<object, Map<EndpointDef['reply'], unknown>>();

function parsedOnce(endpoint: EndpointDef, body: object): unknown {
  let bySchema = parsedShared.get(body);
  if (!bySchema) parsedShared.set(body, (bySchema = new Map()));
  if (!bySchema.has(endpoint.reply)) bySchema.set(endpoint.reply, deepFreeze(parsedReply(endpoint, body)));
  return bySchema.get(endpoint.reply);
}

/**
 * The API client's transport over an InProcessApi: the same errors and the same contract check as
 * over HTTP. A shared reply is parsed once and frozen: code that would change a reply in place
 * fails in every render, not only in the one that shares it.
 */
export function inProcessSend(api: InProcessApi): Send {
  return async (endpoint, path, request) => {
    const reply = await api({ endpoint: endpoint.name, method: request.method, path, query: request.query, body: request.body });
    if (reply.status >= 400) throw apiErrorOf(endpoint, reply.status, reply.body);
    if (reply.shared && typeof reply.body === 'object' && reply.body !== null) return parsedOnce(endpoint, reply.body);
    return parsedReply(endpoint, reply.body);
  };
}
