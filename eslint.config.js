import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `npm run lint` (with the import rules of .dependency-cruiser.cjs and Prettier's check). */
export default tseslint.config(
  // Our TypeScript only: public/ holds stand-ins for third-party scripts, the rest is generated.
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-e2e',
      'dist-server',
      'dist-e2e-server',
      'data',
      'test-results',
      'playwright-report',
      '.scratch',
      'public',
      '**/*.js',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Shipped code logs through the kernel logger, which names the plugin.
      'no-console': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Command-line tools, servers and tests write to the terminal.
    files: ['scripts/**', 'server/**', 'e2e/**', 'tests/**', '**/*.test.{ts,tsx}', 'core/**/*.node.ts'],
    rules: { 'no-console': 'off' },
  },
);
