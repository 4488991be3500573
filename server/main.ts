/**
 * npm start: the built storefront and the reference API on one port (see server/start.ts for
 * the environment). DATABASE_URL uses PostgreSQL instead of PGlite, SUMMIT_DB=memory a
 * throw-away database.
 */
import { optionsFromEnv, startServer } from './start.ts';

await startServer(optionsFromEnv());
