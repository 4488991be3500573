/** Vitest's global setup: the seeded demo database the server tests start from (see test-seeded-image.ts). */
import { resolve } from 'node:path';
import { loadStores } from '../../core/store/files.node.ts';
import { seededDatabaseMade, writeSeededImage, writeSeededTemplate } from './test-seeded-image.ts';

export default async function setup(): Promise<(() => void | Promise<void>) | void> {
  // One database for the whole run: the first project's setup makes it, and removes it at the end.
  if (seededDatabaseMade()) return;
  const { stores, problems } = loadStores(resolve(import.meta.dirname, '../..'));
  // The store check's own tests report bad configs; the server tests then seed per file as before.
  if (problems.length) return;
  const serverUrl = process.env.SUMMIT_TEST_DATABASE_URL;
  return serverUrl ? writeSeededTemplate(serverUrl, stores) : writeSeededImage(stores);
}
