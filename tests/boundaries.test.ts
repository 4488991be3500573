import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;

/** Runs the project's rules over `files` (path → source) in a throw-away tree; returns the broken rules with their import. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const base = mkdtempSync(join(tmpdir(), 'summit-boundaries-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), source);
  }
  const folders = [...new Set(Object.keys(files).map((path) => path.split('/')[0]!))];
  const { tsConfig: _tsConfig, ...options } = config.options ?? {};
  const reporting = await cruise(folders, { ...options, baseDir: base, validate: true, ruleSet: { forbidden: config.forbidden } });
  const result = reporting.output as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

const module = (imports: string[]) =>
  `${imports.map((path, i) => `import * as m${i} from '${path}';`).join('\n')}\nexport const used = [${imports.map((_, i) => `m${i}`).join(', ')}];\n`;

describe('the import rules of docs/architecture.md', () => {
  it('hold in the project as it is', async () => {
    const reporting = await cruise(['core', 'contracts', 'plugins', 'runtime', 'server'], {
      ...config.options,
      baseDir: ROOT,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    expect((reporting.output as ICruiseResult).summary.violations).toEqual([]);
    // The whole project: tens of seconds on a busy 2-core machine.
  }, 120_000);

  it('refuse a plugin importing another plugin, and allow its own files', async () => {
    expect(
      await violations({
        'plugins/catalog/index.ts': module(['./page.ts', '../basket/store.ts']),
        'plugins/catalog/page.ts': 'export const page = 1;\n',
        'plugins/basket/store.ts': 'export const store = 1;\n',
      }),
    ).toEqual(['plugin-imports-plugin: plugins/catalog/index.ts -> plugins/basket/store.ts']);
  });

  it('refuse a plugin importing a core module outside the plugin API and the kit, and let its tests build a kernel', async () => {
    expect(
      await violations({
        'plugins/catalog/index.ts': module([
          '../../core/plugin-api.ts',
          '../../core/kit/ui/RemoteState.tsx',
          '../../contracts/catalog.ts',
          '../../core/kernel/kernel.ts',
          '../../core/logger.ts',
        ]),
        'plugins/catalog/index.test.ts': module(['../../core/kernel/kernel.ts', './index.ts']),
        'core/plugin-api.ts': 'export const api = 1;\n',
        'core/kit/ui/RemoteState.tsx': 'export const kit = 1;\n',
        'contracts/catalog.ts': 'export const contract = 1;\n',
        'core/kernel/kernel.ts': 'export const kernel = 1;\n',
        'core/logger.ts': 'export const logger = 1;\n',
      }),
    ).toEqual([
      'plugin-imports-kernel: plugins/catalog/index.ts -> core/kernel/kernel.ts',
      'plugin-imports-kernel: plugins/catalog/index.ts -> core/logger.ts',
    ]);
  });

  it('refuse the server importing a plugin or the shell, and a plugin importing the server', async () => {
    expect(
      await violations({
        'server/routes/basket.ts': module(['../../plugins/basket/api.ts', '../../runtime/main.ts', '../../contracts/basket.ts']),
        'plugins/basket/api.ts': module(['../../server/db.ts']),
        'runtime/main.ts': 'export const main = 1;\n',
        'contracts/basket.ts': 'export const basket = 1;\n',
        'server/db.ts': 'export const db = 1;\n',
      }),
    ).toEqual([
      'plugin-imports-app: plugins/basket/api.ts -> server/db.ts',
      'server-imports-frontend: server/routes/basket.ts -> plugins/basket/api.ts',
      'server-imports-frontend: server/routes/basket.ts -> runtime/main.ts',
    ]);
  });

  it('keep core free of features, contracts free of code, and shipped code free of tests', async () => {
    expect(
      await violations({
        'core/kernel/kernel.ts': module(['../../contracts/session.ts', '../../contracts/basket.ts', '../../runtime/app.ts']),
        'contracts/session.ts': module(['../core/api/endpoint.ts']),
        'contracts/basket.ts': module(['../core/api/client.ts']),
        'core/api/endpoint.ts': 'export const endpoint = 1;\n',
        'core/api/client.ts': 'export const client = 1;\n',
        'runtime/app.ts': module(['../tests/support/fixture.ts', '../plugins/catalog/index.ts']),
        'tests/support/fixture.ts': 'export const fixture = 1;\n',
        'plugins/catalog/index.ts': 'export const catalog = 1;\n',
      }),
    ).toEqual([
      'contracts-import-code: contracts/basket.ts -> core/api/client.ts',
      'core-imports-feature-contract: core/kernel/kernel.ts -> contracts/basket.ts',
      'core-imports-outward: core/kernel/kernel.ts -> runtime/app.ts',
      'product-imports-tests: runtime/app.ts -> tests/support/fixture.ts',
      'runtime-imports-plugin: runtime/app.ts -> plugins/catalog/index.ts',
    ]);
  });
});
