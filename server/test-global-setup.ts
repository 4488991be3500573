/** Vitest's global setup: the seeded demo database the server tests start from (see test-seeded-image.ts). */
import { resolve } from 'node:path';
import { loadStores } from '../core/store/files.node.ts';
import { writeSeededImage } from './test-seeded-image.ts';

export default async function setup(): Promise<(() => void) | void> {
  // A PostgreSQL run (SUMMIT_TEST_DATABASE_URL) creates and seeds a database per file.
  if (process.env.SUMMIT_TEST_DATABASE_URL) return;
  const { stores, problems } = loadStores(resolve(import.meta.dirname, '..'));
  // The store check's own tests report bad configs; the server tests then seed per file as before.
  if (problems.length) return;
  return writeSeededImage(stores);
}
