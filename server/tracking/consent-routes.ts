import type { FastifyInstance } from 'fastify';
import { cookiePreferenceSave } from '../../plugins/consent/api.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { getSession, updateSessionData } from '../session/session.ts';

/**
 * Test switch (NODE_ENV=test only): a session whose data has `failCookieSave: true` gets a 500
 * from the save, so that e2e tests reach the preferences error view. Per session, so tests
 * running in parallel on one server do not see each other's switch.
 */
export const FAIL_COOKIE_SAVE_KEY = 'failCookieSave';

export function consentRoutes(app: FastifyInstance): void {
  route(app, cookiePreferenceSave, async ({ body, request, reply }) => {
    const current = await getSession(request, reply);
    if (process.env.NODE_ENV === 'test' && current.data[FAIL_COOKIE_SAVE_KEY] === true) {
      throw new HttpError(503, 'Cookie preferences could not be saved (test switch)');
    }
    const preferences = {
      cookie_consent_given: true,
      accepted_functional: body.accepted_functional,
      accepted_advertising: body.accepted_advertising,
    };
    await updateSessionData(request, reply, (data) => ({ ...data, cookieConsentPreferences: preferences }));
    reply.header('cache-control', 'private, no-store');
    return { cookieConsentPreferences: preferences };
  });
}
