import type { FastifyInstance } from 'fastify';
import { cookiePreferenceSave } from '../../contracts/consent.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { route } from '../http/route.ts';
import { updateSessionData } from '../session/session.ts';

export function consentRoutes(app: FastifyInstance): void {
  route(
    app,
    cookiePreferenceSave,
    async ({ body, request, reply }) => {
      const preferences = {
        cookie_consent_given: true,
        accepted_functional: body.accepted_functional,
        accepted_advertising: body.accepted_advertising,
      };
      await updateSessionData(request, reply, (data) => ({ ...data, cookieConsentPreferences: preferences }));
      reply.header('cache-control', 'private, no-store');
      return { cookieConsentPreferences: preferences };
    },
    { rateLimit: RATE_LIMITS.consent },
  );
}
