import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStores, pluginManifestProblems } from '../core/store/files.node.ts';

const root = resolve(import.meta.dirname, '..');

function runCheck(files: string[]): { code: number; output: string } {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/stores-check.ts', ...files], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, output };
  } catch (error) {
    const failed = error as { status: number; stderr: string; stdout: string };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

function badCopy(edit: (config: Record<string, unknown>) => void): string {
  const config = JSON.parse(readFileSync(join(root, 'stores/uk.json'), 'utf8')) as Record<string, unknown>;
  edit(config);
  const file = join(mkdtempSync(join(tmpdir(), 'summit-store-')), 'uk.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

describe('stores:check', () => {
  it('accepts the shipped plugin manifests and names a wrong load phase', () => {
    expect(pluginManifestProblems(root)).toEqual([]);
    const fake = mkdtempSync(join(tmpdir(), 'summit-plugins-'));
    mkdirSync(join(fake, 'schemas'));
    copyFileSync(join(root, 'schemas/plugin-manifest.schema.json'), join(fake, 'schemas/plugin-manifest.schema.json'));
    mkdirSync(join(fake, 'plugins/late'), { recursive: true });
    writeFileSync(join(fake, 'plugins/late/manifest.json'), JSON.stringify({ load: 'later' }));
    expect(pluginManifestProblems(fake)).toEqual([
      { file: join('plugins', 'late', 'manifest.json'), pointer: '/load', expected: 'one of "first-page", "deferred"' },
    ]);
  });

  it('accepts every shipped store', () => {
    const { stores, problems } = loadStores(root);
    expect(problems).toEqual([]);
    expect(stores.map((s) => [s.code, s.storeId, s.locale, s.currency.code])).toEqual(
      expect.arrayContaining([
        ['uk', 1, 'en_GB', 'GBP'],
        ['fr', 13, 'fr_FR', 'EUR'],
        ['de', 11, 'de_DE', 'EUR'],
      ]),
    );
  });

  it('fails a copy with a wrong field, naming file, pointer and expectation', () => {
    const file = badCopy((config) => {
      (config.currency as Record<string, unknown>).code = 'pounds';
    });
    const { code, output } = runCheck([file]);
    expect(code).toBe(1);
    expect(output).toContain(`uk.json: /currency/code: expected a three-letter ISO 4217 currency code (pattern ^[A-Z]{3}$)`);
  });

  it('names missing fields, wrong types and bad plugin options', () => {
    const file = badCopy((config) => {
      delete config.shopName;
      config.loginRequired = 'yes';
      (config.plugins as Record<string, unknown>)['smart-app-banner'] = { appStoreId: 'abc', playStoreId: 'shop.summit.app' };
      (config.plugins as Record<string, unknown>)['no-such-plugin'] = {};
    });
    const { code, output } = runCheck([file]);
    expect(code).toBe(1);
    expect(output).toContain('/shopName: expected this property to be present');
    expect(output).toContain('/loginRequired: expected a value of type boolean');
    expect(output).toContain('/plugins/smart-app-banner/appStoreId: expected Apple App Store app id (digits)');
    expect(output).toContain('/plugins/no-such-plugin: expected no plugin of this name');
  });

  it('refuses a phone number that is not E.164', () => {
    const file = badCopy((config) => {
      (config.customerService as { phones: { number: string }[] }).phones[0]!.number = '020 3514 0500';
    });
    const { output } = runCheck([file]);
    expect(output).toContain('/customerService/phones/0/number: expected an international phone number in E.164 form');
  });
});
