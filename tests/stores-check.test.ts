import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPluginFolders } from '../core/kernel/plugin-folders.node.ts';
import { loadStores, serviceProblems } from '../core/store/files.node.ts';
import { unheardHookWarnings } from '../core/store/hook-listeners.ts';
import { testStore } from './support/test-store.ts';

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

/** A copy of the UK store (and the base it extends) in a temporary folder, edited. */
function badCopy(edit: (config: Record<string, unknown>) => void, editBase: (base: Record<string, unknown>) => void = () => {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'summit-store-'));
  const config = JSON.parse(readFileSync(join(root, 'stores/uk.json'), 'utf8')) as Record<string, unknown>;
  const base = JSON.parse(readFileSync(join(root, 'stores/base.json'), 'utf8')) as Record<string, unknown>;
  edit(config);
  editBase(base);
  writeFileSync(join(dir, 'base.json'), JSON.stringify(base, null, 2));
  writeFileSync(join(dir, 'uk.json'), JSON.stringify(config, null, 2));
  return join(dir, 'uk.json');
}

/** A project folder with the manifest schema and one plugin folder per entry. */
function fakePlugins(manifests: Record<string, unknown>): string {
  const fake = mkdtempSync(join(tmpdir(), 'summit-plugins-'));
  mkdirSync(join(fake, 'schemas'));
  copyFileSync(join(root, 'schemas/plugin-manifest.schema.json'), join(fake, 'schemas/plugin-manifest.schema.json'));
  for (const [name, manifest] of Object.entries(manifests)) {
    mkdirSync(join(fake, 'plugins', name), { recursive: true });
    writeFileSync(join(fake, 'plugins', name, 'index.ts'), 'export default {};');
    writeFileSync(join(fake, 'plugins', name, 'manifest.json'), JSON.stringify(manifest));
  }
  return fake;
}

describe('stores:check', () => {
  it('accepts the shipped plugin manifests and names a wrong load phase', () => {
    expect(readPluginFolders(root).problems).toEqual([]);
    const fake = fakePlugins({ late: { load: 'later' } });
    expect(readPluginFolders(fake).problems).toEqual([
      { file: join('plugins', 'late', 'manifest.json'), pointer: '/load', expected: 'one of "first-page", "deferred"' },
    ]);
  });

  it('names a route id or path two plugins declare, and a numeric param no path has', () => {
    const fake = fakePlugins({
      one: { routes: [{ id: 'cart', paths: ['/checkout/cart'], pageType: 'basket' }] },
      two: { routes: [{ id: 'cart', paths: ['/checkout/cart/'], pageType: 'basket', numeric: ['id'] }] },
    });
    expect(readPluginFolders(fake).problems).toEqual([
      { file: join('plugins', 'two', 'manifest.json'), pointer: '/routes/0/id', expected: 'a route id "cart" not already declared by one' },
      { file: join('plugins', 'two', 'manifest.json'), pointer: '/routes/0/paths/0', expected: 'a path "/checkout/cart/" not already declared by one' },
      { file: join('plugins', 'two', 'manifest.json'), pointer: '/routes/0/numeric', expected: '"id" to be a parameter of the route\'s paths' },
    ]);
  });

  it('accepts every shipped store: the 17 store ids of spec 02 section 9, in their languages, American Express hidden in two', () => {
    const { stores, problems } = loadStores(root);
    expect(problems).toEqual([]);
    expect(stores.map((s) => s.storeId).sort((a, b) => a - b)).toEqual([1, 6, 7, 9, 11, 12, 13, 14, 16, 19, 20, 21, 22, 23, 24, 25, 26]);
    const language = Object.fromEntries(stores.map((s) => [s.storeId, s.language]));
    for (const id of [1, 6, 7, 9, 19, 20, 22, 24, 25, 26]) expect(language[id]).toBe('en');
    expect([language[12], language[11], language[23], language[14], language[13], language[21], language[16]]).toEqual([
      'da',
      'de',
      'de',
      'es',
      'fr',
      'fr',
      'sv',
    ]);
    expect(stores.filter((s) => !s.payment.americanExpress)).toHaveLength(2);
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

  it('names the base file and pointer when the wrong value is inherited, and the store file when the store sets it', () => {
    const inherited = runCheck([
      badCopy(
        () => {},
        (base) => {
          (base.reassurance as Record<string, unknown>).moneyBackDays = 'fourteen';
        },
      ),
    ]);
    expect(inherited.code).toBe(1);
    expect(inherited.output).toMatch(/base\.json: \/reassurance\/moneyBackDays: expected a value of type (integer|number) \(inherited by .*uk\.json\)/);
    const own = runCheck([
      badCopy((config) => {
        config.reassurance = { moneyBackDays: 'fourteen' };
      }),
    ]);
    expect(own.output).toMatch(/uk\.json: \/reassurance\/moneyBackDays: expected a value of type (integer|number)$/m);
  });

  it('says a problem of the base once, with every store that inherits it', () => {
    const { problems } = loadStores(root, {
      files: [
        badCopy(
          () => {},
          (base) => ((base.reassurance as Record<string, unknown>).shipsWithinHours = -1),
        ),
      ].flatMap((uk) => {
        const dir = uk.slice(0, -'uk.json'.length);
        const fr = JSON.parse(readFileSync(join(root, 'stores/fr.json'), 'utf8')) as Record<string, unknown>;
        writeFileSync(join(dir, 'fr.json'), JSON.stringify(fr));
        return [uk, join(dir, 'fr.json'), join(dir, 'base.json')];
      }),
    });
    const inherited = problems.filter((p) => p.pointer === '/reassurance/shipsWithinHours');
    expect(inherited).toHaveLength(1);
    expect(inherited[0]!.file).toMatch(/base\.json$/);
    expect(inherited[0]!.expected).toMatch(/\(inherited by .*uk\.json, .*fr\.json\)$/);
  });

  it('names a missing or circular base', () => {
    const missing = runCheck([badCopy((config) => (config.extends = 'nowhere.json'))]);
    expect(missing.output).toContain('uk.json: /extends: expected an existing base file (nowhere.json not found)');
    const circular = runCheck([
      badCopy(
        () => {},
        (base) => (base.extends = 'uk.json'),
      ),
    ]);
    expect(circular.code).toBe(1);
    expect(circular.output).toContain('/extends: expected a base that does not extend this file again (a cycle)');
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

  it('refuses a Trusted Shops badge without its reviews page, a reviews page that is not https and a bad cookie domain', () => {
    // One run over four bad copies (each its own folder): the check names each file's problem.
    const { code, output } = runCheck([
      badCopy((config) => (config.isTrustedShopsBadgeEnabled = true)),
      badCopy((config) => Object.assign(config, { isTrustedShopsBadgeEnabled: true, tsReviewsUrl: 'http://www.trustedshops.co.uk/x' })),
      badCopy((config) => (config.isTrustedShopsBadgeEnabled = 'yes')),
      badCopy((config) => ((config.plugins as { consent: Record<string, unknown> }).consent.cookieDomain = 'summit shop')),
    ]);
    expect(code).toBe(1);
    expect(output).toContain('uk.json: /tsReviewsUrl: expected this property to be present');
    expect(output).toContain('uk.json: /tsReviewsUrl: expected an https address (pattern ^https://)');
    expect(output).toMatch(/uk\.json: \/isTrustedShopsBadgeEnabled: expected a value of type boolean/);
    expect(output).toContain('uk.json: /plugins/consent/cookieDomain:');
  });

  it('refuses a preview host that is not one of the store’s hosts', () => {
    const file = badCopy((config) => {
      config.previewHosts = ['preview.localhost', 'elsewhere.localhost'];
    });
    const { code, output } = runCheck([file]);
    expect(code).toBe(1);
    expect(output).toContain('/previewHosts/1: expected one of the store’s hosts (listed in /hosts too)');
    expect(output).not.toContain('/previewHosts/0');
  });

  it('refuses a phone number that is not E.164', () => {
    const file = badCopy((config) => {
      (config.customerService as { phones: { number: string }[] }).phones[0]!.number = '020 3514 0500';
    });
    const { output } = runCheck([file]);
    expect(output).toContain('/customerService/phones/0/number: expected an international phone number in E.164 form');
  });

  it('explains what a switched-off plugin takes away: a store without basket still passes, with a note for catalog', () => {
    const file = badCopy((config) => {
      (config.plugins as Record<string, unknown>).basket = false;
    });
    const { code, output } = runCheck([file]);
    expect(code).toBe(0);
    expect(output).toContain('note: ');
    expect(output).toContain('uk.json: /plugins/catalog: expected to do without the service basket (basket off in this store): catalog hides what needs it');
    expect(output).toContain('warning: ');
    expect(output).toContain('uk.json: plugin "tracking-gtm" listens to basketChanged, but no enabled plugin owns it (basket is off)');
    expect(output).toContain('uk.json: plugin "tracking-facebook" listens to checkoutStarted, but no enabled plugin owns it (basket is off)');
  });

  it('warns of a hook a plugin listens to when no enabled plugin owns it', () => {
    const plugins = [
      { name: 'tracker', manifest: { listens: ['basketChanged', 'consentChanged', 'wishlistChanged'] } },
      { name: 'basket', manifest: { ownsHooks: ['basketChanged'] } },
      { name: 'consent', manifest: { ownsHooks: ['consentChanged'] } },
    ];
    const warnings = (enabled: Record<string, Record<string, unknown> | false>) => unheardHookWarnings('stores/xx.json', { plugins: enabled }, plugins);
    expect(warnings({ tracker: {}, basket: false, consent: {} })).toEqual([
      'stores/xx.json: plugin "tracker" listens to basketChanged, but no enabled plugin owns it (basket is off)',
      'stores/xx.json: plugin "tracker" listens to wishlistChanged, but no enabled plugin owns it (no plugin owns it)',
    ]);
    expect(warnings({ tracker: {}, consent: false })).toEqual([
      'stores/xx.json: plugin "tracker" listens to basketChanged, but no enabled plugin owns it (basket is off)',
      'stores/xx.json: plugin "tracker" listens to consentChanged, but no enabled plugin owns it (consent is off)',
      'stores/xx.json: plugin "tracker" listens to wishlistChanged, but no enabled plugin owns it (no plugin owns it)',
    ]);
    expect(warnings({ tracker: false, basket: false })).toEqual([]);
  });

  it('finds no unheard hook in the shipped stores', () => {
    expect(loadStores(root).warnings).toEqual([]);
  });

  it('refuses a store that enables a plugin without the provider of a service it requires, or two providers of one', () => {
    const plugin = (name: string, manifest: Record<string, unknown>) => ({
      name,
      dir: name,
      manifestFile: `plugins/${name}/manifest.json`,
      manifest,
      optionsSchema: null,
    });
    const plugins = [
      plugin('wishlist', { requires: ['basket'] }),
      plugin('basket', { provides: ['basket'] }),
      plugin('quick-basket', { provides: ['basket'] }),
    ];
    const store = (enabled: Record<string, Record<string, unknown> | false>) => testStore({ plugins: enabled });
    expect(serviceProblems('stores/x.json', store({ wishlist: {}, basket: false }), plugins).problems).toEqual([
      {
        file: 'stores/x.json',
        pointer: '/plugins/wishlist',
        expected: 'an enabled plugin providing the service basket, which wishlist requires (enable basket or quick-basket)',
      },
    ]);
    expect(serviceProblems('stores/x.json', store({ wishlist: {}, basket: {}, 'quick-basket': {} }), plugins).problems).toEqual([
      { file: 'stores/x.json', pointer: '/plugins/quick-basket', expected: 'one provider of the service basket, but basket provides it too' },
    ]);
    expect(serviceProblems('stores/x.json', store({ wishlist: {}, basket: {} }), plugins)).toEqual({ problems: [], notes: [] });
  });
});
