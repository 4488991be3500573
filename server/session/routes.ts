import type { FastifyInstance } from 'fastify';
import { session } from '../../contracts/session.ts';
import { requestStore } from '../context.ts';
import { route } from '../http/route.ts';
import { buildSessionReply } from './session-reply.ts';
import { getSession, updateSessionData } from './session.ts';

/** The endpoint of contracts/session.ts: the visitor's session, read once per page load. */
export function sessionRoutes(app: FastifyInstance): void {
  route(app, session, async ({ request, reply }) => {
    const current = await getSession(request);
    const body = await buildSessionReply(app.summit.db, current, requestStore(request));
    // Flash messages and the sign-up event are shown once: this reply delivers them.
    const { flashMessages, isSignupEvent } = current.data;
    if (isSignupEvent || flashMessages?.error.length || flashMessages?.success.length) {
      await updateSessionData(request, reply, ({ flashMessages: _shown, isSignupEvent: _sent, ...rest }) => rest);
    }
    // Per visitor: no shared cache may keep it.
    reply.header('cache-control', 'private, no-store');
    return body;
  });
}
