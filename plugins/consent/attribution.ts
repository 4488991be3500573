/**
 * Attribution values of spec 02 (first page, referrer, signup tracking store id) kept in cookies
 * that only advertising consent allows: 7 days for first page and referrer, 365 days for the
 * signup tracking cookie; secure, strict same-site, site-wide.
 */
export const FIRST_PAGE_COOKIE = 'summit_first_page';
export const REFERRER_COOKIE = 'summit_referrer';
export const SIGNUP_STORE_COOKIE = 'summit_signup_store';

export const ATTRIBUTION_DAYS = 7;
export const SIGNUP_TRACKING_DAYS = 365;
const DAY_SECONDS = 24 * 60 * 60;

/** document.cookie, or a stand-in in tests. */
export interface CookieJar {
  get cookie(): string;
  set cookie(value: string);
}

export interface CookieOptions {
  /** Site-wide domain (e.g. .summit-shop.co.uk); host-only when absent. */
  domain?: string;
}

/**
 * The options of the attribution cookies on a host: site-wide (the store's cookieDomain, every
 * host under it) when the page is on that domain; host-only elsewhere (a preview host, an IP),
 * where the browser would refuse a cookie for another domain and the value would be lost.
 */
export function siteCookieOptions(cookieDomain: string | undefined, hostname: string): CookieOptions {
  const domain = cookieDomain?.trim().toLowerCase().replace(/^\./, '');
  if (!domain) return {};
  const host = hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`) ? { domain: `.${domain}` } : {};
}

export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

export function cookieString(name: string, value: string, maxAgeSeconds: number, options: CookieOptions = {}): string {
  const domain = options.domain ? `; domain=${options.domain}` : '';
  return `${name}=${value}; max-age=${maxAgeSeconds}; path=/${domain}; secure; samesite=strict`;
}

function writeCookie(jar: CookieJar, name: string, value: string, days: number, options: CookieOptions): void {
  jar.cookie = cookieString(name, value, days * DAY_SECONDS, options);
}

/** The first page as encoded path and query. */
export function encodeFirstPage(pathname: string, search: string): string {
  return encodeURIComponent(`${pathname}${search}`);
}

/**
 * With advertising consent, captures first page and referrer once: values already there are
 * kept (the first page is the landing page, not the page where consent was given).
 */
export function captureAttribution(jar: CookieJar, landing: { pathname: string; search: string; referrer: string }, options: CookieOptions = {}): void {
  if (readCookie(jar, FIRST_PAGE_COOKIE) === null) {
    writeCookie(jar, FIRST_PAGE_COOKIE, encodeFirstPage(landing.pathname, landing.search), ATTRIBUTION_DAYS, options);
  }
  if (readCookie(jar, REFERRER_COOKIE) === null && landing.referrer) {
    writeCookie(jar, REFERRER_COOKIE, encodeURIComponent(landing.referrer), ATTRIBUTION_DAYS, options);
  }
}

/** The clear action: first page and referrer removed. */
export function clearAttribution(jar: CookieJar, options: CookieOptions = {}): void {
  for (const name of [FIRST_PAGE_COOKIE, REFERRER_COOKIE]) jar.cookie = cookieString(name, '', 0, options);
}

export function setSignupTracking(jar: CookieJar, storeId: number, options: CookieOptions = {}): void {
  writeCookie(jar, SIGNUP_STORE_COOKIE, String(storeId), SIGNUP_TRACKING_DAYS, options);
}

export interface AttributionQuery {
  /** ep=1: a flag shown once. */
  showOnceFlag: boolean;
  /** st: source type. */
  sourceType: string | null;
  /** ad: ad network. */
  adNetwork: string | null;
  /** gclid: ad click id. */
  gclid: string | null;
}

/** Spec 02 section 2: the query parameters ep, st, ad and gclid. */
export function readAttributionQuery(search: string): AttributionQuery {
  const params = new URLSearchParams(search);
  return {
    showOnceFlag: params.get('ep') === '1',
    sourceType: params.get('st'),
    adNetwork: params.get('ad'),
    gclid: params.get('gclid'),
  };
}
