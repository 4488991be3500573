import { describe, expect, it } from 'vitest';
import { deviceTag, withDeviceTag } from './device-tags.ts';

describe('device tags', () => {
  it('maps flashSale, topBanner and topSale to ct-10/11, ct-14/15 and ct-16/17: desktop first, touch screens second', () => {
    expect(deviceTag('flashSale', true)).toBe('ct-10');
    expect(deviceTag('flashSale', false)).toBe('ct-11');
    expect(deviceTag('topBanner', true)).toBe('ct-14');
    expect(deviceTag('topBanner', false)).toBe('ct-15');
    expect(deviceTag('topSale', true)).toBe('ct-16');
    expect(deviceTag('topSale', false)).toBe('ct-17');
  });

  it('adds sp_nav to a shop path, keeping its other parameters and hash, replacing an older tag', () => {
    expect(withDeviceTag('/event/ski-flash-sale', 'flashSale', true)).toBe('/event/ski-flash-sale?sp_nav=ct-10');
    expect(withDeviceTag('/event/ski-flash-sale?p=2#top', 'topSale', false)).toBe('/event/ski-flash-sale?p=2&sp_nav=ct-17#top');
    expect(withDeviceTag('/new?sp_nav=ct-49', 'topBanner', false)).toBe('/new?sp_nav=ct-15');
  });

  it('leaves links to other sites alone', () => {
    expect(withDeviceTag('https://example.com/sale', 'topBanner', true)).toBe('https://example.com/sale');
    expect(withDeviceTag('//example.com/sale', 'topBanner', true)).toBe('//example.com/sale');
  });
});
