/** The page cache's purge token of the e2e server (e2e/support/test-server.ts), for the purge test. */
export const E2E_PURGE_TOKEN = 'e2e-page-cache-purge-token';
