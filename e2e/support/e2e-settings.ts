import { DEV_PREVIEW_SECRET } from '../../server/content/preview-token.ts';

/** The key of the e2e server's preview links (the dev one: docs/operating.md), so that a test can make an editor's link. */
export const E2E_PREVIEW_SECRET = DEV_PREVIEW_SECRET;

/** The page cache's purge token of the e2e server (e2e/support/test-server.ts), for the purge test. */
export const E2E_PURGE_TOKEN = 'e2e-page-cache-purge-token';
