// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { abTestsService, NEW_LOGIN_FORMS_TEST, NEW_LOGIN_FORMS_VARIATION, type AbTestEntry, type AbTests } from '../../contracts/ab-tests.ts';
import { toShellSession } from '../../core/plugin-api.ts';
import { pluginKernel, rawSession } from '../../tests/support/plugin-kernel.ts';
import { storageKey } from './kept-storage.ts';
import plugin, { type AbTestsOptions } from './index.ts';

const OPTIONS: AbTestsOptions = {
  experiments: [
    {
      name: NEW_LOGIN_FORMS_TEST,
      variations: [
        { name: 'original', percentage: 50 },
        { name: NEW_LOGIN_FORMS_VARIATION, percentage: 50 },
      ],
    },
    { name: 'ab_test_ended', end: '2020-01-01T00:00:00Z', variations: [{ name: 'variation_a' }] },
  ],
};

/** One page load: a kernel, the plugin set up at `url`, the boot's session, the hook's reports. */
async function pageLoad(url: string, session = rawSession()) {
  window.history.replaceState(null, '', url);
  const t = pluginKernel();
  const reported: AbTestEntry[] = [];
  t.kernel.hooks.get('abTestAssigned').tap('tracker', (entry) => void reported.push(entry));
  t.kernel.receiveSession(session);
  await t.load(plugin, OPTIONS);
  const service = t.kernel.contextFor('ab-tests').useOptional(abTestsService as never) as AbTests | undefined;
  return { ...t, reported, service: service! };
}

beforeEach(() => window.localStorage.clear());

describe('ab-tests plugin', () => {
  it('provides the service at setup and reports on abTestAssigned once the session is ready', async () => {
    const page = await pageLoad(`/?${NEW_LOGIN_FORMS_TEST}=${NEW_LOGIN_FORMS_VARIATION}`);
    expect(page.service.variation(NEW_LOGIN_FORMS_TEST)).toBe(NEW_LOGIN_FORMS_VARIATION);
    expect(page.service.variation('ab_test_ended')).toBeNull();
    expect(page.reported).toEqual([]);
    await page.kernel.hooks.sessionReady.promise(page.kernel.session);
    await page.service.ready;
    expect(page.reported).toEqual([{ abTestCode: NEW_LOGIN_FORMS_TEST, abTestVariationCode: NEW_LOGIN_FORMS_VARIATION }]);
    expect(JSON.parse(window.localStorage.getItem(storageKey(1))!)).toMatchObject({ forced: { [NEW_LOGIN_FORMS_TEST]: NEW_LOGIN_FORMS_VARIATION } });
  });

  it('keeps the forced variation on the next page load without the parameter', async () => {
    await pageLoad(`/?${NEW_LOGIN_FORMS_TEST}=${NEW_LOGIN_FORMS_VARIATION}`);
    const reload = await pageLoad('/');
    expect(reload.service.variation(NEW_LOGIN_FORMS_TEST)).toBe(NEW_LOGIN_FORMS_VARIATION);
  });

  it("merges the session's abTests, and a sign-in that brings new ones reports them", async () => {
    const page = await pageLoad('/', rawSession({ abTests: [{ abTestCode: 'ab_test_server', abTestVariationCode: 'B' }] }));
    const drawn = page.service.variation(NEW_LOGIN_FORMS_TEST);
    expect(drawn === 'original' || drawn === NEW_LOGIN_FORMS_VARIATION).toBe(true);
    expect(page.service.variation('ab_test_server')).toBe('B');

    await page.kernel.hooks.sessionReady.promise(page.kernel.session);
    const before = page.reported.length;
    const member = toShellSession(rawSession({ customer_id: 7, abTests: [{ abTestCode: 'ab_test_member', abTestVariationCode: 'variation_a' }] }));
    page.kernel.hooks.get('sessionChanged').call({ reason: 'login', session: member, previous: page.kernel.session });
    expect(page.reported.slice(before)).toEqual([{ abTestCode: 'ab_test_member', abTestVariationCode: 'variation_a' }]);
    expect(page.service.variation('ab_test_server')).toBeNull();
  });
});
