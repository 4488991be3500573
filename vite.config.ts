import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import checker from 'vite-plugin-checker';
import { defineConfig } from 'vitest/config';
import { clientContracts } from './scripts/vite/client-contracts.ts';
import { importTracker } from './scripts/vite/import-tracker.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { preloadBootStages } from './scripts/vite/preload-boot-stages.ts';
import { sourceMapsAside } from './scripts/vite/source-maps-aside.ts';
import { E2E_MODE, summit } from './scripts/vite/summit-plugin.ts';

const TEST_FILES = [
  'core/**/*.test.{ts,tsx}',
  'contracts/**/*.test.ts',
  'plugins/**/*.test.{ts,tsx}',
  'runtime/**/*.test.{ts,tsx}',
  'server/**/*.test.ts',
  'tests/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
];
/** React and every library that imports it: bundled together, so that there is one React. */
const SSR_BUNDLED = ['react', 'react-dom', 'scheduler', '@lingui/react', 'valtio', 'wouter', 'use-sync-external-store'];
const MOCKING_TEST_FILES = ['server/newsletter/newsletter-key.test.ts'];

/**
 * `vite build` writes the storefront to dist/ and `vite build --ssr entry-server.tsx` its server
 * renderer to dist-server/; `--mode e2e` writes the test builds (with fixtures) to dist-e2e/ and
 * dist-e2e-server/.
 */
export default defineConfig(({ mode, isSsrBuild }) => ({
  root: 'runtime',
  publicDir: isSsrBuild ? false : '../public',
  plugins: [
    summit({ root: import.meta.dirname, mode }),
    clientContracts(),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // A production build fails on any message without a translation in a store locale.
    lingui({ failOnMissing: mode === 'production', failOnCompileError: true }),
    importTracker(),
    // Type errors fail the production build (tests and the e2e build leave that to `npm run typecheck`,
    // and so does CI, which has run it before it builds: SUMMIT_TYPECHECKED=1).
    mode === 'production' &&
      !isSsrBuild &&
      process.env.SUMMIT_TYPECHECKED !== '1' &&
      checker({ typescript: { tsconfigPath: 'tsconfig.json', root: process.cwd() }, enableBuild: true }),
    !isSsrBuild && preloadBootStages(),
    !isSsrBuild && sourceMapsAside(),
    // The server renders index.html per store, so only the other files need compressed copies (none of the server build's).
    !isSsrBuild && precompress({ except: ['index.html'] }),
  ],
  build: {
    outDir: `../${mode === E2E_MODE ? 'dist-e2e' : 'dist'}${isSsrBuild ? '-server' : ''}`,
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written (for error reports) to dist-sourcemaps/, neither advertised nor served (source-maps-aside.ts).
    sourcemap: 'hidden',
    manifest: true,
    // No preload links added at each dynamic import: in a render that brings a plugin's part, adding
    // its twenty files' links one by one held the main thread for as long as the render. A server-rendered
    // page names its first screen's files itself, the entry's are in index.html (preload-boot-stages.ts),
    // and a later import fetches its chunk's imports as the browser finds them (stylesheets still load first).
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // With this group the entry keeps what only it imports (the yield helper, Vite's preload helper)
                // and needs no other chunk to start; without it, it imports the kit's chunk below, react with it.
                { name: 'boot', tags: ['$initial'] },
                // The kit every first-screen plugin uses (device tags too: the home's flash cards carry them), and
                // the handles of the services first-screen plugins offer each other (a few bytes each), with it
                // rather than in a file of a few bytes each. No contract with schemas: first-screen code loads
                // those with its calls, and zod with them.
                {
                  name: 'boot',
                  test: /[\\/](core[\\/](kernel[\\/](plugin|on-demand)|ui[\\/](use-remote|RemoteState|use-title)|tracking[\\/]device-tags|forms[\\/]load-messages)|contracts[\\/](auth-service|basket-service|product-page-service|product-listing))\.tsx?$/,
                },
              ],
            },
          },
        },
  },
  // The server renderer is a production build as the browser's is: React and the libraries that
  // render with it go into the bundle, with React's production code (its development build, which
  // Node would load without NODE_ENV=production, renders several times slower).
  // Its valtio reads a state without recording what was read (runtime/server/valtio-on-server.ts).
  ...(isSsrBuild
    ? {
        ssr: { noExternal: SSR_BUNDLED },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        resolve: { alias: [{ find: /^valtio$/, replacement: fileURLToPath(new URL('./runtime/server/valtio-on-server.ts', import.meta.url)) }] },
      }
    : {}),
  server: { port: 3000, proxy: { '/api': 'http://127.0.0.1:3001' } },
  test: {
    root: '.',
    environment: 'node',
    globalSetup: ['server/test-support/test-global-setup.ts'],
    testTimeout: 20000,
    // Each server test file opens its own copy of the seeded database; on a busy 2-core CI box that takes a while.
    hookTimeout: 60000,
    // Most of a run is opening databases and importing modules, not waiting: two workers on CI's two cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // The files share their worker's modules (the server, PGlite, React are imported once a
        // worker, not once a file): every test builds its own app, database and kernel.
        test: { name: 'shared', include: TEST_FILES, exclude: MOCKING_TEST_FILES, isolate: false },
      },
      // A file that mocks a module needs modules of its own.
      { extends: true, test: { name: 'isolated', include: MOCKING_TEST_FILES } },
    ],
  },
}));
