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
    // One API for plugin parts: a component reads its plugin's context with usePlugin() and the
    // plugin's own state with the plugin's hook; pages and parts are modules, not factories.
    files: ['plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='ctx']",
          message: 'Do not hand the plugin context down as a prop: the component reads it with usePlugin() (docs/writing-a-plugin.md).',
        },
        {
          selector: 'ExportNamedDeclaration > FunctionDeclaration[id.name=/^create(Page|Component|Loader)$/]',
          message: 'Pages and parts are modules (export default Component, loader, head), not factories: read the context with usePlugin() and the plugin state with its hook.',
        },
        {
          selector: 'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/^create(Page|Component|Loader)$/]',
          message: 'Pages and parts are modules (export default Component, loader, head), not factories: read the context with usePlugin() and the plugin state with its hook.',
        },
        {
          // A create* function handing back a named component (`return function Thing() {…}`).
          selector: 'ExportNamedDeclaration > FunctionDeclaration[id.name=/^create[A-Z]/] > BlockStatement > ReturnStatement > FunctionExpression[id.name=/^[A-Z]/]',
          message: 'Parts are components, not factories closing over state: read the context with usePlugin() and the plugin state with its hook; take per-use data as props.',
        },
        {
          selector: 'ExportSpecifier[exported.name=/^create(Page|Component|Loader)$/]',
          message: 'Pages and parts are modules (export default Component, loader, head), not factories: read the context with usePlugin() and the plugin state with its hook.',
        },
      ],
    },
  },
  {
    // Command-line tools, servers and tests write to the terminal.
    files: ['scripts/**', 'server/**', 'e2e/**', 'tests/**', '**/*.test.{ts,tsx}', 'core/**/*.node.ts'],
    rules: { 'no-console': 'off' },
  },
);
