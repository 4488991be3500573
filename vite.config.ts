import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import checker from 'vite-plugin-checker';
import { defineConfig } from 'vitest/config';

export default defineConfig(({ mode }) => ({
  root: 'runtime',
  publicDir: '../public',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // A production build fails on any message without a translation in a store locale.
    lingui({ failOnMissing: mode === 'production', failOnCompileError: true }),
    // Type errors fail the build (not in tests: vitest runs the typecheck-free path).
    mode !== 'test' && checker({ typescript: { tsconfigPath: 'tsconfig.json', root: process.cwd() }, enableBuild: true }),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    manifest: true,
  },
  server: { port: 3000, proxy: { '/api': 'http://127.0.0.1:3001' } },
  test: {
    root: '.',
    include: ['core/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'runtime/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    // Server suites build an app on a fresh PGlite with the demo seed in beforeAll; under a full parallel run that can pass 10 s.
    hookTimeout: 30000,
  },
}));
