import { describe, expect, it } from 'vitest';
import { shareLinks } from './ReferralContent.tsx';

const url = 'https://shop.test/join/ALEX';

describe('the referral share buttons', () => {
  it('share each channel’s text: the email’s subject and body, the tweet, the Facebook quote with the link', () => {
    const links = shareLinks(
      {
        email: { title: 'Alex invites you', text: 'Hello,\n\nJoin: https://shop.test/join/ALEX' },
        twitter: { title: '', text: 'Join me & save: https://shop.test/join/ALEX' },
        facebook: { title: '', text: 'Up to 70% off' },
      },
      url,
      'An invitation',
    );
    expect(links.email).toBe('mailto:?subject=Alex%20invites%20you&body=Hello%2C%0A%0AJoin%3A%20https%3A%2F%2Fshop.test%2Fjoin%2FALEX');
    expect(new URL(links.twitter).searchParams.get('text')).toBe('Join me & save: https://shop.test/join/ALEX');
    const facebook = new URL(links.facebook);
    expect([facebook.searchParams.get('u'), facebook.searchParams.get('quote')]).toEqual([url, 'Up to 70% off']);
  });

  it('share the bare link when the store has no text for a channel', () => {
    const links = shareLinks({ email: null, twitter: null, facebook: null }, url, 'An invitation to Summit');
    expect(links.email).toBe(`mailto:?subject=An%20invitation%20to%20Summit&body=${encodeURIComponent(url)}`);
    expect(new URL(links.twitter).searchParams.get('url')).toBe(url);
    expect(new URL(links.facebook).searchParams.get('quote')).toBeNull();
  });
});
