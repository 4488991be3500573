import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../http/csrf.ts';

/** Header on every API reply: the storefront build this server serves now. */
export const VERSION_HEADER = 'x-summit-version';

/** A build's version: its index.html names every hashed entry file, so any code change changes it. */
export function buildVersion(indexHtml: string): string {
  return createHash('sha256').update(indexHtml).digest('hex').slice(0, 12);
}

/**
 * Spec 01 section 4: a page whose app version is outdated reloads on navigation. Every API reply
 * says which build is current; the page compares it with the one it was loaded with.
 * Under NODE_ENV=test, POST /api/test/app-version { version } pretends a new build was deployed.
 */
export function announceVersion(app: FastifyInstance, version: string): void {
  let current = version;
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header(VERSION_HEADER, current);
  });
  if (process.env.NODE_ENV !== 'test') return;
  app.post<{ Body: { version?: string | null } }>('/api/test/app-version', async (request) => {
    current = request.body?.version ?? version;
    return { version: current };
  });
}
