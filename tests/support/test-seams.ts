/**
 * What only the tests' server has (e2e/support/test-server.ts; server tests pass it to createTestApp):
 * each seam acts for one browser or client only, through its own cookie or session, so tests
 * running in parallel against one server never see each other's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VersionOf } from '../../server/html/app-version.ts';
import { sendError } from '../../server/http/errors.ts';
import { getSession } from '../../server/session/session.ts';
import { callsOf } from '../../server/tracking/tracking-calls.ts';

/** `summit-test-fail=<endpoint path>,...`: those API calls of this client answer 503. */
export const FAIL_COOKIE = 'summit-test-fail';
/** `summit-test-version=<build>`: API replies to this client name another build (a deploy happened). */
export const VERSION_COOKIE = 'summit-test-version';

function cookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[name];
}

export const testVersionOf: VersionOf = (request, served) => cookie(request, VERSION_COOKIE) ?? served;

export function registerTestSeams(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const failing = cookie(request, FAIL_COOKIE)?.split(',') ?? [];
    const path = request.url.split('?', 1)[0]!;
    if (failing.some((endpoint) => path === `/api/${endpoint}`)) return sendError(reply, 503, `${endpoint(path)} fails on purpose (test seam)`);
  });
  // The server renderer's reads of kept replies skip the API's routes: a failing one goes through them, and fails there.
  const reads = app.summit.publicReads;
  app.summit.publicReads = {
    ...reads,
    kept(endpointName, storeId, url, request) {
      const path = url.split('?', 1)[0]!;
      const failing = app.parseCookie(request.headers.cookie ?? '')[FAIL_COOKIE]?.split(',') ?? [];
      return failing.some((failingName) => path === `/api/${failingName}`) ? undefined : reads.kept(endpointName, storeId, url, request);
    },
  };

  app.get('/api/test/tracking-calls', async (request, reply) => {
    const session = await getSession(request);
    reply.header('cache-control', 'no-store');
    return { calls: await callsOf(app.summit.db, session.key) };
  });

  // This browser's member took a newsletter action (the double opt-in popup's last condition): a
  // fresh sign-up then stands in for the seeded unconfirmed member, whom parallel tests share.
  app.post('/api/test/newsletter-action-taken', async (request, reply) => {
    const session = await getSession(request);
    reply.header('cache-control', 'no-store');
    if (session.customerId === null) return sendError(reply, 401, 'sign in first (test seam)');
    await app.summit.db.query('UPDATE customers SET newsletter_action_taken = 1 WHERE id = $1', [session.customerId]);
    return { success: true };
  });

  // The mails of one address (manage link, sign-up confirmation) went out long ago: its next
  // "new link" or sign-up is not held back by the one-a-minute rules.
  app.post('/api/test/newsletter-mail-aged', async (request, reply) => {
    const { email } = request.body as { email: string };
    reply.header('cache-control', 'no-store');
    await app.summit.db.query("UPDATE newsletter_subscriptions SET mailed_at = now() - interval '2 minutes' WHERE email = lower($1)", [email]);
    await app.summit.db.query("UPDATE newsletter_signups SET mailed_at = now() - interval '2 minutes' WHERE email = lower($1)", [email]);
    return { success: true };
  });
}

const endpoint = (path: string) => path.replace(/^\/api\//, '');
