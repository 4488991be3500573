import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  /** How long the server keeps taking requests after readiness fails, for a load balancer to notice (DRAIN_DELAY_MS). */
  delayMs: number;
  /** How long requests in flight may take to finish before their connections are cut (DRAIN_TIMEOUT_MS). */
  timeoutMs: number;
}

export const DEFAULT_DRAIN: DrainOptions = { delayMs: 0, timeoutMs: 30_000 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A shutdown that cuts no one: readiness fails at once; after `delayMs` the server stops taking
 * connections and answers 503 to new requests on open ones (Fastify's close), while the requests
 * in flight (a checkout, a page being rendered) finish; whatever is still open after `timeoutMs`
 * is cut. Resolves when the server is closed; the caller closes the database after it.
 */
export async function drain(app: FastifyInstance, options: DrainOptions): Promise<{ cut: boolean }> {
  app.summit.lifecycle.startDraining();
  if (options.delayMs > 0) await wait(options.delayMs);
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    app.log.warn(`requests still open ${options.timeoutMs} ms after shutdown began: their connections are cut`);
    app.server.closeAllConnections();
  }, options.timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return { cut };
}
