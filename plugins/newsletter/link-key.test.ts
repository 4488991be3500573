import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MANAGE_PATH, newsletterLink } from '../../contracts/newsletter.ts';
import { keyFromSearch, keySearch } from './link-key.ts';

describe('the key of a mailed link', () => {
  it('is read from h and t', () => {
    expect(keyFromSearch('?h=abc_-1&t=xyz')).toEqual({ hashedEmail: 'abc_-1', hashedToken: 'xyz' });
  });

  it('is missing when either half is', () => {
    expect(keyFromSearch('')).toBeNull();
    expect(keyFromSearch('?h=abc')).toBeNull();
    expect(keyFromSearch('?h=&t=xyz')).toBeNull();
  });

  it('goes back into a query the way the server writes the link', () => {
    const key = { hashedEmail: 'abc', hashedToken: 'xyz' };
    expect(`${NEWSLETTER_MANAGE_PATH}${keySearch(key)}`).toBe(newsletterLink(NEWSLETTER_MANAGE_PATH, key));
    expect(keyFromSearch(keySearch(key))).toEqual(key);
  });
});
