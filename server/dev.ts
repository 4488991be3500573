/**
 * npm run dev: the API on 127.0.0.1:3001 and the Vite dev server (hot reload) on :3000,
 * which proxies /api to it. Vite serves index.html without an inlined store config; the page
 * loads the store file for its host (stores/<code>.json, served by the summit Vite plugin).
 */
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { buildApp } from './app.ts';
import { DEV_PREVIEW_SECRET } from './content/preview-token.ts';
import { DEMO_MEMBER } from './db/seed-data/member.ts';
import { DEFAULT_BACKUP_ALLOW } from './ops/backup-route.ts';
import { closeOnSignals, startServices } from './services.ts';

const API_PORT = 3001;
const WEB_PORT = 3000;
const root = resolve(import.meta.dirname, '..');

const services = await startServices(root, (message) => console.info(message));
// The published dev secret signs preview links unless PREVIEW_SECRET names another (npm run preview:link).
const previewSecret = process.env.PREVIEW_SECRET || DEV_PREVIEW_SECRET;
// `SUMMIT_URL=http://127.0.0.1:3001 npm run db:backup` backs the dev database up while it runs.
const backup = services.image ? { image: services.image, allow: DEFAULT_BACKUP_ALLOW } : undefined;
const app = await buildApp({ root, db: services.db, stores: services.stores, logger: true, previewSecret, backup });
await app.listen({ port: API_PORT, host: '127.0.0.1' });

const vite = await createServer({
  configFile: join(root, 'vite.config.ts'),
  server: {
    port: WEB_PORT,
    strictPort: true,
    // Not the string shorthand: that sets changeOrigin, and the API would see Host 127.0.0.1:3001
    // instead of fr.localhost:3000 (wrong store, and the CSRF Origin check would refuse POSTs).
    proxy: { '/api': { target: `http://127.0.0.1:${API_PORT}`, changeOrigin: false } },
  },
});
closeOnSignals(async () => {
  services.stop();
  await vite.close();
  await app.close();
  await services.db.close();
});
await vite.listen();
vite.printUrls();
console.info(`demo member: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
