/**
 * The search bench's server: the real app (API only, request log on like `npm start`) on a
 * throw-away database holding a generated catalog of SEARCH_PRODUCTS products (PGlite in
 * memory, or the PostgreSQL database of DATABASE_URL).
 */
import { resolve } from 'node:path';
import { loadStores } from '../../core/store/files.node.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedSearchCatalog } from './search-catalog.ts';

const root = resolve(import.meta.dirname, '../..');
const size = Number(process.env.SEARCH_PRODUCTS);
if (!Number.isInteger(size) || size <= 0) throw new Error('SEARCH_PRODUCTS must be a positive integer');
const url = process.env.DATABASE_URL || undefined;
const db = await openDatabase({ root, url, inMemory: !url });
await migrate(db);
await seedSearchCatalog(db, size);
// As the server does after a catalog load (server/services.ts).
await db.exec('VACUUM (ANALYZE)');
const { stores } = loadStores(root);
const app = await buildApp({ root, db, stores, logger: true });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
