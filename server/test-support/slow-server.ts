/**
 * The real server (API only, in-memory database) with two test routes: `/test/slow?ms=` answers
 * after that long (a slow checkout), `/test/open` says how many slow requests are in flight.
 * For the shutdown test (server/ops/drain.test.ts).
 */
import { optionsFromEnv, startServer } from '../start.ts';

let open = 0;
await startServer({
  ...optionsFromEnv(),
  dist: null,
  extend: (app) => {
    app.get<{ Querystring: { ms?: string } }>('/test/slow', async (request) => {
      open += 1;
      try {
        await new Promise((resolve) => setTimeout(resolve, Number(request.query.ms ?? 1000)));
        return { done: true };
      } finally {
        open -= 1;
      }
    });
    app.get('/test/open', async () => ({ open }));
  },
});
