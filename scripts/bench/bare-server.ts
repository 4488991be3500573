/**
 * The bench's yardstick: Fastify with the same request log as the real server, one small JSON route,
 * and a route that sends the bytes of BARE_PAGE_FILE as they are (a page as the storefront sent
 * it, compressed): what this machine's loopback and load client can move for such replies,
 * whatever made them.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { AccessLog, requestLogger } from '../../server/http/request-log.ts';

const app = Fastify({ logger: requestLogger(), logController: new AccessLog() });
const page = process.env.BARE_PAGE_FILE ? readFileSync(process.env.BARE_PAGE_FILE) : Buffer.alloc(0);
app.get('/bare', async () => ({ ok: true, items: [1, 2, 3] }));
app.get('/bare-page', async (_request, reply) => reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(page));
await app.listen({ port: Number(process.env.PORT ?? 4391), host: '127.0.0.1' });
