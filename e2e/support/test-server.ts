/**
 * The Playwright web servers: the test build (dist-e2e, with the fixture plugins), the product
 * stores plus the QA store, and the test seams (tests/support/test-seams.ts). A production
 * server has none of them.
 *   node --import tsx e2e/support/test-server.ts                 the storefront and API on PORT
 *   node --import tsx e2e/support/test-server.ts --api-only      the API alone, CORS for CORS_ORIGINS
 */
import { FIXTURE_PLUGIN_DIRS, PRODUCT_PLUGIN_DIRS } from '../../core/kernel/plugin-folders.node.ts';
import { FIXTURE_STORE_DIRS, PRODUCT_STORE_DIRS } from '../../core/store/files.node.ts';
import { optionsFromEnv, startServer } from '../../server/start.ts';
import { registerTestSeams, testVersionOf } from '../../tests/support/test-seams.ts';
import { E2E_PREVIEW_SECRET, E2E_PURGE_TOKEN } from './e2e-settings.ts';

const apiOnly = process.argv.includes('--api-only');
await startServer({
  ...optionsFromEnv(),
  dist: apiOnly ? null : 'dist-e2e',
  configs: { pluginDirs: [...PRODUCT_PLUGIN_DIRS, ...FIXTURE_PLUGIN_DIRS], storeDirs: [...PRODUCT_STORE_DIRS, ...FIXTURE_STORE_DIRS] },
  versionOf: testVersionOf,
  // Every shopper of an e2e run signs up from 127.0.0.1: the address lock of production would refuse the run's later journeys.
  signupsPerAddress: 1000,
  // Likewise every e2e visitor without a cookie starts a session from that one address.
  newSessionsPerAddress: 1_000_000,
  pageCachePurgeToken: E2E_PURGE_TOKEN,
  previewSecret: E2E_PREVIEW_SECRET,
  extend: registerTestSeams,
});
