/**
 * The bench's yardstick: Fastify with the same logger as the real server, one small JSON route,
 * and a route that sends a fixed body of BARE_PAGE_BYTES (a page's size on the wire): what the
 * machine's loopback and load client can move for replies that big, whatever made them.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: true });
const page = Buffer.alloc(Number(process.env.BARE_PAGE_BYTES ?? 16_384), 'summit ');
app.get('/bare', async () => ({ ok: true, items: [1, 2, 3] }));
app.get('/bare-page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
await app.listen({ port: Number(process.env.PORT ?? 4391), host: '127.0.0.1' });
