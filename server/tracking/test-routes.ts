import type { FastifyInstance } from 'fastify';
import { getSession, updateSessionData } from '../session/session.ts';
import { FAIL_COOKIE_SAVE_KEY } from './consent-routes.ts';
import { callsOf } from './tracking-calls.ts';

/**
 * Test-only endpoints (registered only when NODE_ENV=test, as the Playwright web server runs):
 * read back the tracking calls of the caller's session, and switch the cookie save to fail.
 * Both act on the caller's own session, so parallel tests never see each other.
 */
export function trackingTestRoutes(app: FastifyInstance): void {
  if (process.env.NODE_ENV !== 'test') return;

  app.get('/api/test/tracking-calls', async (request, reply) => {
    const session = await getSession(request, reply);
    reply.header('cache-control', 'no-store');
    return { calls: await callsOf(app.summit.db, session.id) };
  });

  app.post('/api/test/fail-cookie-save', async (request, reply) => {
    await updateSessionData(request, reply, (data) => ({ ...data, [FAIL_COOKIE_SAVE_KEY]: true }));
    return { failCookieSave: true };
  });
}
