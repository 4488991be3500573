import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoreConfig } from '../../core/store/types.ts';
import { requestStore } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { getSession } from '../session/session.ts';
import { message } from './messages.ts';

export interface MemberRequest {
  customerId: number;
  store: StoreConfig;
}

/** The signed-in member of a request; 401 for guests. */
export async function requireMember(request: FastifyRequest, reply: FastifyReply): Promise<MemberRequest> {
  const store = requestStore(request);
  const session = await getSession(request);
  if (session.customerId === null) throw new HttpError(401, message('signInRequired', store.locale));
  reply.header('cache-control', 'private, no-store');
  return { customerId: session.customerId, store };
}

/** What another member owns answers exactly like what does not exist. */
export function notFound(store: StoreConfig): HttpError {
  return new HttpError(404, message('notFound', store.locale));
}
