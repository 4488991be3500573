/** The bench's yardstick: Fastify with the same logger as the real server and one small JSON route. */
import Fastify from 'fastify';

const app = Fastify({ logger: true });
app.get('/bare', async () => ({ ok: true, items: [1, 2, 3] }));
await app.listen({ port: Number(process.env.PORT ?? 4391), host: '127.0.0.1' });
