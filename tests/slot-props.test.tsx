import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { setupI18n } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../core/api/client.ts';
import { createKernel } from '../core/kernel/kernel.ts';
import { readPluginFolders, type PluginFolder } from '../core/kernel/plugin-folders.node.ts';
import type { PluginRegistry } from '../core/kernel/plugin-loader.ts';
import { createLogger } from '../core/logger.ts';
import { renderPluginTypes } from '../scripts/manifest-types.ts';
import { testStore } from './support/test-store.ts';

/*
 * Issue 33's acceptance: a slot with props, its filler in another plugin, and the filler switched
 * off, in a folder laid out as the repository is (two plugin folders and one contract, nothing
 * else). The fixture is compiled on its own, with the types `npm run manifests` would write for
 * it, and run in a real kernel.
 */

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURE = join(ROOT, 'tests/fixtures/slot-props');

function fixturePlugins(): PluginFolder[] {
  const { plugins, problems } = readPluginFolders(ROOT, [relative(ROOT, join(FIXTURE, 'plugins'))]);
  expect(problems).toEqual([]);
  return plugins;
}

/** The compiler's errors for the fixture's files, beside the types generated from its manifests. */
function compileFixture(plugins: readonly PluginFolder[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'slot-props-'));
  try {
    // The generated file lives in runtime/generated/; here its imports point at the repository's core.
    const typesFile = join(dir, 'plugin-types.ts');
    writeFileSync(typesFile, renderPluginTypes(plugins).replaceAll("'../../core/", `'${ROOT}/core/`));
    const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), (path) => ts.sys.readFile(path));
    const { options } = ts.parseJsonConfigFileContent({ ...config.config, include: [] }, ts.sys, ROOT);
    const files = ['contracts/greeting-slot.ts', 'plugins/greeter/index.ts', 'plugins/badge/index.ts', 'type-checks.tsx'].map((file) => join(FIXTURE, file));
    const program = ts.createProgram([...files, typesFile], options);
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const where = diagnostic.file
        ? `${relative(ROOT, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1} `
        : '';
      return `${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The fixture's plugins in a real kernel, those named enabled: the text of the footer the server renders. */
async function renderFooter(plugins: readonly PluginFolder[], enabled: string[]): Promise<string> {
  const registry: PluginRegistry = Object.fromEntries(
    plugins.map((plugin) => {
      // A path the type check does not follow: the fixture compiles on its own, above.
      const entry = join(plugin.dir, 'index.ts');
      return [plugin.name, { manifest: plugin.manifest, load: () => import(/* @vite-ignore */ entry) }];
    }),
  );
  const kernel = createKernel({
    store: testStore({ plugins: Object.fromEntries(enabled.map((name) => [name, {}])) }),
    api: {} as ApiClient,
    logger: createLogger({ sink: () => undefined }),
    i18n: setupI18n(),
    registry,
    environment: 'server',
  });
  await kernel.loadPlugins();
  // The text as a shopper reads it (React separates the parts of a text with comments).
  return renderToString(<kernel.Slot name="footer.extra" />).replace(/<[^>]*>/g, '');
}

describe('a slot that takes props, filled by another plugin', () => {
  it('compiles from its two plugin folders and one contract, and the compiler holds host and filler to the contract', () => {
    expect(compileFixture(fixturePlugins())).toEqual([]);
  }, 120_000);

  it('shows the filler with the host’s props where the filler is on', async () => {
    const text = await renderFooter(fixturePlugins(), ['greeter', 'badge']);
    expect(text).toContain('Anna, this is visit 3');
    expect(text).not.toContain('Welcome back');
  });

  it('shows the host’s default where the filler is off, with nothing else changed', async () => {
    const text = await renderFooter(fixturePlugins(), ['greeter']);
    expect(text).toContain('Welcome back');
    expect(text).not.toContain('this is visit');
  });
});
