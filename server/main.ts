/**
 * npm start: the built storefront and the reference API on one port.
 * Env: PORT (3000), HOST (0.0.0.0), DATABASE_URL (PostgreSQL instead of PGlite), SUMMIT_DB=memory
 * (throw-away database), TRUST_PROXY=1 (behind a proxy that sets X-Forwarded-Proto/-Host).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { DEMO_MEMBER } from './db/seed-data/member.ts';
import { closeOnSignals, startServices } from './services.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
if (!existsSync(join(distDir, 'index.html'))) {
  console.error('dist/index.html is missing: run npm run build first');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const services = await startServices(root, (message) => console.info(message));
const trustProxy = process.env.TRUST_PROXY === '1';
const app = await buildApp({ root, db: services.db, stores: services.stores, distDir, logger: true, trustProxy });
closeOnSignals(async () => {
  services.stop();
  await app.close();
  await services.db.close();
});

await app.listen({ port, host });
app.log.info(`Summit storefront on http://localhost:${port} (fr.localhost, de.localhost for the other stores)`);
app.log.info(`demo member: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
