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
  siteCookieOptions,
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

describe("site-wide cookie domain (spec 02 section 9, the store config's cookieDomain)", () => {
  it("is the store's domain on that domain and on every host under it", () => {
    expect(siteCookieOptions('.summit-shop.de', 'www.summit-shop.de')).toEqual({ domain: '.summit-shop.de' });
    expect(siteCookieOptions('summit-shop.de', 'summit-shop.de')).toEqual({ domain: '.summit-shop.de' });
    expect(siteCookieOptions('.de.localhost', 'de.localhost')).toEqual({ domain: '.de.localhost' });
    expect(siteCookieOptions('.Summit-Shop.DE', 'WWW.summit-shop.de')).toEqual({ domain: '.summit-shop.de' });
  });

  it('is host-only where the browser would refuse the domain: another host, a look-alike, an address', () => {
    expect(siteCookieOptions('.summit-shop.de', 'preview.localhost')).toEqual({});
    expect(siteCookieOptions('.summit-shop.de', 'evilsummit-shop.de')).toEqual({});
    expect(siteCookieOptions('.uk.localhost', '127.0.0.1')).toEqual({});
  });

  it('is host-only when the store names no domain', () => {
    expect(siteCookieOptions(undefined, 'www.summit-shop.de')).toEqual({});
    expect(siteCookieOptions('', 'www.summit-shop.de')).toEqual({});
  });

  it('goes into every attribution cookie written', () => {
    const j = jar();
    const options = siteCookieOptions('.de.localhost', 'de.localhost');
    captureAttribution(j, landing, options);
    setSignupTracking(j, 11, options);
    expect(j.writes).toHaveLength(3);
    for (const line of j.writes) expect(line).toContain('; domain=.de.localhost;');
  });
});
