import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_MANAGE_PATH, newsletterConfirmLink, newsletterLink } from '../../contracts/newsletter.ts';
import { confirmKeyFromSearch, keyFromSearch, keySearch } from './link-key.ts';

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

describe('the key of a mailed confirmation link', () => {
  it('is read from the link the server writes, and missing when empty', () => {
    const link = new URL(newsletterConfirmLink('abc_-1', 'http://localhost:3000'));
    expect(link.pathname).toBe(NEWSLETTER_CONFIRM_PATH);
    expect(confirmKeyFromSearch(link.search)).toBe('abc_-1');
    expect(confirmKeyFromSearch('')).toBeNull();
    expect(confirmKeyFromSearch('?key=')).toBeNull();
  });
});
