import { defineConfig, devices } from '@playwright/test';
import config from './playwright.config.ts';

/**
 * The production start's test (.ci/run): a server already running from a production install at
 * PRODUCTION_BASE_URL, started outside Playwright; the browser as in the main suite.
 */
export default defineConfig({
  ...config,
  testDir: 'e2e/production',
  testIgnore: [],
  webServer: [],
  use: { ...config.use, baseURL: process.env.PRODUCTION_BASE_URL ?? 'http://localhost:3000' },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
