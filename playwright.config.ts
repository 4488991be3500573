import { defineConfig, devices } from '@playwright/test';

/** E2E runs against the built storefront on the real server, with a fresh in-memory database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** A second deployment: the reference API alone, and the production build as static files on another origin. */
export const SPLIT_API_PORT = E2E_PORT + 1;
export const SPLIT_STOREFRONT_PORT = E2E_PORT + 2;

export default defineConfig({
  testDir: 'e2e',
  // The production start's test runs on its own (playwright.production.config.ts).
  testIgnore: 'production/**',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI's 2-core machine runs two browsers, three servers and password hashing at once: a reply
  // may take seconds there. One retry keeps a rare stall from failing the run, and the list
  // reporter still names every test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  // A test that takes 10 s alone takes 25-30 s beside another worker on CI's two cores.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Recording a trace (a screencast and a DOM snapshot per action) for every test costs CI's
    // two cores about a quarter of the run; the retry of a failed test records one instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Never a downloaded browser: the Debian chromium package (.ci/run installs it).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'node --import tsx e2e/support/test-server.ts',
      url: `http://localhost:${E2E_PORT}/api/session`,
      env: { PORT: String(E2E_PORT), SUMMIT_DB: 'memory' },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
    {
      command: 'node --import tsx e2e/support/test-server.ts --api-only',
      url: `http://localhost:${SPLIT_API_PORT}/api/session`,
      env: { PORT: String(SPLIT_API_PORT), SUMMIT_DB: 'memory', CORS_ORIGINS: `http://localhost:${SPLIT_STOREFRONT_PORT}` },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
    {
      command: 'node --import tsx e2e/support/static-storefront.ts',
      url: `http://localhost:${SPLIT_STOREFRONT_PORT}/`,
      env: { PORT: String(SPLIT_STOREFRONT_PORT), API_BASE: `http://localhost:${SPLIT_API_PORT}/api` },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
  ],
});
