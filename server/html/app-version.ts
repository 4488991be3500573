import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VERSION_HEADER } from '../../contracts/headers.ts';
import { isApiPath } from '../http/csrf.ts';

/** A build's version: its index.html names every hashed entry file, so any code change changes it. */
export function buildVersion(indexHtml: string): string {
  return createHash('sha256').update(indexHtml).digest('hex').slice(0, 12);
}

/** Which build a reply announces; by default the one served. A test server may say otherwise for its own requests. */
export type VersionOf = (request: FastifyRequest, served: string) => string;

/**
 * Spec 01 section 4: a page whose app version is outdated reloads on navigation. Every API reply
 * says which build is current; the page compares it with the one it was loaded with.
 */
export function announceVersion(app: FastifyInstance, version: string, versionOf: VersionOf = (_request, served) => served): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header(VERSION_HEADER, versionOf(request, version));
  });
}
