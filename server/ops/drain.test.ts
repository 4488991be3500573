import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../../tests/support/server-process.ts';
import { ROOT } from '../test-support/test-support.ts';

// Readiness is read while the delay runs, then the requests outlive it: the close waits for them.
const SLOW_MS = 8_000;
const IN_FLIGHT = 6;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a SIGTERM during slow requests', () => {
  it('fails readiness at once, lets every request in flight finish, then exits', async () => {
    const server = await startServerProcess(ROOT, {
      port: 4391,
      script: 'server/test-support/slow-server.ts',
      env: { SUMMIT_DB: 'memory', DRAIN_DELAY_MS: '4000', DRAIN_TIMEOUT_MS: '30000' },
      readyPath: '/readyz',
      startupMs: 120_000,
    });
    try {
      const replies = Array.from({ length: IN_FLIGHT }, () =>
        fetch(`${server.base}/test/slow?ms=${SLOW_MS}`).then(async (reply) => ({ status: reply.status, body: await reply.json() })),
      );
      await until(
        async () => (await (await fetch(`${server.base}/test/open`)).json()) as { open: number },
        ({ open }) => open === IN_FLIGHT,
      );

      process.kill(server.pid, 'SIGTERM');
      const readiness = await until(
        () => fetch(`${server.base}/readyz`).then((reply) => reply.status),
        (status) => status === 503,
      );
      expect(readiness).toBe(503);
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);

      const finished = await Promise.all(replies);
      expect(finished).toEqual(Array.from({ length: IN_FLIGHT }, () => ({ status: 200, body: { done: true } })));
      await server.close();
      await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();
    } finally {
      await server.close('SIGKILL');
    }
  }, 180_000);
});
