import { describe, expect, it } from 'vitest';
import { cookieJar, memoryStorage } from '../../tests/support/browser-storage.ts';
import { AB_COOKIE_DAYS, cookieName, keptStorage, parseKept, storageKey } from './kept-storage.ts';

const KEPT = { drawn: { ab_test_category: 'variation_a' }, forced: { ab_test_pss_new_login_forms: 'Variation1' } };

describe('where assignments are kept (spec 02 sections 4 and 9)', () => {
  it('in local storage, one key per store, when it works', () => {
    const local = memoryStorage();
    const jar = cookieJar();
    const storage = keptStorage({ localStorage: () => local, cookies: jar, secure: true }, 13);
    expect(storage.kind).toBe('local');
    storage.write(KEPT);
    expect(JSON.parse(local.getItem(storageKey(13))!)).toEqual(KEPT);
    expect(keptStorage({ localStorage: () => local, cookies: jar, secure: true }, 13).read()).toEqual(KEPT);
    expect(keptStorage({ localStorage: () => local, cookies: jar, secure: true }, 1).read()).toEqual({ drawn: {}, forced: {} });
    expect(jar.written).toEqual([]);
  });

  it(`in a ${AB_COOKIE_DAYS}-day cookie when local storage throws (blocked, private mode, full)`, () => {
    const jar = cookieJar();
    const throwing = memoryStorage();
    throwing.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    for (const localStorage of [() => throwing, () => null]) {
      const storage = keptStorage({ localStorage, cookies: jar, secure: true }, 13);
      expect(storage.kind).toBe('cookie');
      storage.write(KEPT);
      expect(storage.read()).toEqual(KEPT);
    }
    expect(jar.written.at(-1)).toMatch(new RegExp(`^${cookieName(13)}=[^;]+; max-age=31536000; path=/; samesite=lax; secure$`));
    keptStorage({ localStorage: () => null, cookies: jar, secure: false }, 13).write(KEPT);
    expect(jar.written.at(-1)).not.toContain('secure');
  });

  it('reads anything odd as nothing kept, and drops ill-formed entries', () => {
    expect(parseKept(null)).toEqual({ drawn: {}, forced: {} });
    expect(parseKept('{not json')).toEqual({ drawn: {}, forced: {} });
    expect(parseKept('"Variation1"')).toEqual({ drawn: {}, forced: {} });
    expect(parseKept(JSON.stringify({ drawn: { ab_test_a: 'x', 'Bad Code': 'y', ab_test_b: 3, ab_test_c: '<b>' }, forced: ['ab_test_a'] }))).toEqual({
      drawn: { ab_test_a: 'x' },
      forced: {},
    });
  });
});
