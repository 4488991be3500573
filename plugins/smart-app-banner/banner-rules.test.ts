import { describe, expect, it } from 'vitest';
import { DISMISSED_KEY, mobilePlatform, shouldShowBanner, storeLink } from './banner-rules.ts';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130';
const storage = (value: string | null) => ({ getItem: (key: string) => (key === DISMISSED_KEY ? value : null) });

describe('smart app banner rules', () => {
  it('shows only on iOS or Android, and only when not dismissed', () => {
    expect(mobilePlatform(iPhone)).toBe('ios');
    expect(mobilePlatform(android)).toBe('android');
    expect(shouldShowBanner(desktop, storage(null))).toBe(false);
    expect(shouldShowBanner(iPhone, storage(null))).toBe(true);
    expect(shouldShowBanner(android, storage('0'))).toBe(true);
    expect(shouldShowBanner(android, storage('1'))).toBe(false);
  });

  it('links to the right app store', () => {
    const options = { appStoreId: '123', playStoreId: 'shop.summit.app' };
    expect(storeLink('ios', options)).toBe('https://apps.apple.com/app/id123');
    expect(storeLink('android', options)).toBe('https://play.google.com/store/apps/details?id=shop.summit.app');
  });
});
