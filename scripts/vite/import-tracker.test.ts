import { describe, expect, it } from 'vitest';
import { importTracker, manifestKey } from './import-tracker.ts';

describe('manifestKey', () => {
  it('is the id relative to the build root, as Vite names manifest entries (virtual modules too)', () => {
    expect(manifestKey('/repo/runtime', '/repo/plugins/catalog/index.ts')).toBe('../plugins/catalog/index.ts');
    expect(manifestKey('/repo/runtime', '\0virtual:summit/catalogs/fr_FR')).toMatch(/virtual:summit\/catalogs\/fr_FR$/);
  });
});

describe('importTracker', () => {
  it('makes each dynamic import of the project name its module, and leaves other code alone', async () => {
    const plugin = importTracker();
    (plugin.configResolved as (config: { root: string }) => void)({ root: '/repo/runtime' });
    const transform = plugin.transform as (this: unknown, code: string, id: string) => Promise<{ code: string } | null>;
    const context = { resolve: async (spec: string) => ({ id: `/repo/plugins/catalog/${spec.replace('./', '')}`, external: false }) };
    const out = await transform.call(context, "const page = () => import('./product/Page.tsx'); const x = import(name);", '/repo/plugins/catalog/index.ts');
    expect(out?.code).toBe(
      'const page = () => globalThis.__summitImported("../plugins/catalog/product/Page.tsx", () => import(\'./product/Page.tsx\')); const x = import(name);',
    );
    expect(await transform.call(context, "import('react')", '/repo/node_modules/x/index.js')).toBeNull();
  });
});
