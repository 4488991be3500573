import { describe, expect, it } from 'vitest';
import {
  captureAttribution,
  clearAttribution,
  cookieString,
  FIRST_PAGE_COOKIE,
  readAttributionQuery,
  readCookie,
  REFERRER_COOKIE,
  setSignupTracking,
  SIGNUP_STORE_COOKIE,
  type CookieJar,
} from './attribution.ts';

/** A cookie jar that keeps what each write asked for (name, value, attributes). */
function jar() {
  const writes: string[] = [];
  const values = new Map<string, string>();
  const j: CookieJar & { writes: string[] } = {
    writes,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (/max-age=0(;|$)/.test(line)) values.delete(name);
      else values.set(name, value);
    },
  };
  return j;
}

const landing = { pathname: '/ski/all', search: '?st=nonbrandppc&ad=google&gclid=abc', referrer: 'https://www.google.com/search?q=ski' };

describe('attribution cookies', () => {
  it('captures first page (encoded path and query) and referrer for 7 days, secure, strict, site-wide', () => {
    const j = jar();
    captureAttribution(j, landing, { domain: '.summit-shop.co.uk' });
    expect(readCookie(j, FIRST_PAGE_COOKIE)).toBe(encodeURIComponent('/ski/all?st=nonbrandppc&ad=google&gclid=abc'));
    expect(readCookie(j, REFERRER_COOKIE)).toBe(encodeURIComponent(landing.referrer));
    expect(j.writes[0]).toBe(
      `${FIRST_PAGE_COOKIE}=${encodeURIComponent('/ski/all?st=nonbrandppc&ad=google&gclid=abc')}; max-age=604800; path=/; domain=.summit-shop.co.uk; secure; samesite=strict`,
    );
  });

  it('captures once: a later page does not replace the values', () => {
    const j = jar();
    captureAttribution(j, landing);
    captureAttribution(j, { pathname: '/other', search: '', referrer: 'https://elsewhere.example/' });
    expect(readCookie(j, FIRST_PAGE_COOKIE)).toBe(encodeURIComponent('/ski/all?st=nonbrandppc&ad=google&gclid=abc'));
    expect(j.writes).toHaveLength(2);
  });

  it('clears both with the clear action', () => {
    const j = jar();
    captureAttribution(j, landing);
    clearAttribution(j);
    expect(readCookie(j, FIRST_PAGE_COOKIE)).toBeNull();
    expect(readCookie(j, REFERRER_COOKIE)).toBeNull();
  });

  it('keeps the signup tracking store id for 365 days', () => {
    const j = jar();
    setSignupTracking(j, 13);
    expect(j.writes[0]).toBe(cookieString(SIGNUP_STORE_COOKIE, '13', 365 * 86400));
    expect(j.writes[0]).toContain('max-age=31536000');
  });
});

describe('attribution query parameters', () => {
  it('reads ep, st, ad and gclid', () => {
    expect(readAttributionQuery('?ep=1&st=facebookppc&ad=meta&gclid=xyz')).toEqual({
      showOnceFlag: true,
      sourceType: 'facebookppc',
      adNetwork: 'meta',
      gclid: 'xyz',
    });
    expect(readAttributionQuery('?ep=0').showOnceFlag).toBe(false);
  });
});
