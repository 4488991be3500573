import { describe, expect, it } from 'vitest';
import { decodeReferer, isLocalPath, returnPath } from './auth-state.ts';

describe('where a member goes after signing in', () => {
  it('prefers the login redirect kept in history state', () => {
    expect(returnPath({ returnTo: '/sales/order/history/' }, undefined)).toBe('/sales/order/history/');
  });

  it('falls back to a base64 referer route parameter', () => {
    expect(returnPath(null, btoa('/customer/address/'))).toBe('/customer/address/');
    expect(decodeReferer('L2N1c3RvbWVyL2FjY291bnQ,')).toBe('/customer/account');
  });

  it('never leaves the shop', () => {
    expect(returnPath({ returnTo: '//evil.test/' }, btoa('https://evil.test/'))).toBeNull();
    expect(isLocalPath('/\\evil.test')).toBe(false);
    // Browsers drop tabs and newlines from URLs: these are //evil.test once followed.
    for (const path of ['/\t/evil.test', '/\n/evil.test', '/\r/evil.test']) expect(isLocalPath(path), JSON.stringify(path)).toBe(false);
    expect(isLocalPath('/customer/account/?tab=orders#top')).toBe(true);
    expect(returnPath(null, '%%%')).toBeNull();
  });
});
