/**
 * The import rules of docs/architecture.md ("Import rules"), checked by `npm run lint`
 * (dependency-cruiser). tests/boundaries.test.ts proves each rule fires on a wrong import.
 */
const TEST_FILE = '\\.test\\.tsx?$|\\.types\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'plugin-imports-plugin',
      comment: 'A plugin never imports another plugin: it talks through hooks, typed services, slots and route ids.',
      severity: 'error',
      from: { path: '^plugins/([^/]+)/' },
      to: { path: '^plugins/', pathNot: '^plugins/$1/' },
    },
    {
      name: 'plugin-imports-app',
      comment: 'Plugins build on the plugin API, the kit and contracts/ only: not on the shell, the server or the tooling.',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^(runtime|server|scripts|e2e)/' },
    },
    {
      name: 'plugin-imports-kernel',
      comment:
        "A plugin takes from core only its plugin API (core/plugin-api.ts) and the shared kit (core/kit/): the kernel's modules may change without a plugin noticing. A plugin's tests may build a kernel.",
      severity: 'error',
      from: { path: '^plugins/', pathNot: TEST_FILE },
      to: { path: '^core/', pathNot: '^core/(plugin-api\\.ts|kit/.+)$' },
    },
    {
      name: 'server-imports-frontend',
      comment: 'The reference API shares contracts/ with the storefront; it never depends on plugins or the shell.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(plugins|runtime)/' },
    },
    {
      name: 'runtime-imports-plugin',
      comment: 'The shell reaches plugins only through the build-time registry (virtual:summit/plugins), never by a static import.',
      severity: 'error',
      from: { path: '^runtime/' },
      to: { path: '^(plugins|server)/' },
    },
    {
      name: 'core-imports-outward',
      comment: 'The kernel depends on libraries, not on what is built on it.',
      severity: 'error',
      from: { path: '^core/', pathNot: TEST_FILE },
      to: { path: '^(plugins|runtime|server|scripts|tests|e2e)/' },
    },
    {
      name: 'core-imports-feature-contract',
      comment: "Core uses only the kernel's own contracts (session, path lookup, headers, ids); feature vocabulary stays with features.",
      severity: 'error',
      from: { path: '^core/', pathNot: TEST_FILE },
      to: { path: '^contracts/', pathNot: '^contracts/(session|routing|headers|common)\\.ts$' },
    },
    {
      name: 'contracts-import-code',
      comment: 'Contracts are declarations: they use the endpoint and service helpers of core and nothing else of the project.',
      severity: 'error',
      from: { path: '^contracts/', pathNot: TEST_FILE },
      to: { path: '^(core|plugins|runtime|server|scripts|tests|e2e)/', pathNot: '^core/(api/endpoint|kernel/(services|events|manifest))\\.ts$' },
    },
    {
      name: 'product-imports-tests',
      comment: 'Shipped code never depends on tests or fixtures (they are built only into the test build).',
      severity: 'error',
      from: { path: '^(core|contracts|plugins|runtime|server)/', pathNot: TEST_FILE },
      to: { path: '^(tests|e2e)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-e2e|data|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
