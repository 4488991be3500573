import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../contracts/index.ts';
import { API_PREFIX } from './http/csrf.ts';
import { createDeclaredRoutes } from './http/declared-routes.ts';
import { createPublicReads } from './http/public-reads.ts';
import { createPublicCache } from './http/public-cache.ts';
import { apiRoutes } from './api.ts';
import { createLifecycle } from './ops/lifecycle.ts';
import { keyedLimiter } from './http/keyed-limits.ts';
import { createNewSessionLimit } from './session/new-session-limit.ts';

/** Every route the reference API registers (handlers are never called: no database needed). */
async function registeredRoutes(): Promise<string[]> {
  const app = Fastify();
  // Route modules read their context at registration; nothing here runs a query.
  app.decorate('summit', {
    root: '',
    db: {} as never,
    stores: {} as never,
    routes: createDeclaredRoutes(),
    publicCache: createPublicCache(),
    publicReads: createPublicReads(createPublicCache()),
    pageCache: null,
    signupsPerAddress: 20,
    limits: keyedLimiter({} as never),
    newSessions: createNewSessionLimit(keyedLimiter({} as never), 30, 60_000),
    previewSecret: null,
    lifecycle: createLifecycle(),
    metrics: null,
  });
  const routes: string[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.ready();
  await app.close();
  return routes.sort();
}

describe('the contracts and the reference API', () => {
  it('implement each other exactly: every declared endpoint has a route, every route is declared', async () => {
    const declared = allEndpoints.map((endpoint) => `${endpoint.method} ${API_PREFIX}/${endpoint.path}`).sort();
    expect(await registeredRoutes()).toEqual(declared);
  });

  it('names every endpoint once and declares paths relative to the API base', () => {
    const names = allEndpoints.map((endpoint) => endpoint.name);
    expect(new Set(names).size).toBe(names.length);
    for (const endpoint of allEndpoints) expect(endpoint.path, endpoint.name).toMatch(/^[a-z0-9][A-Za-z0-9/:_-]*$/);
  });
});
