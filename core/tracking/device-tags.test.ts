import { describe, expect, it } from 'vitest';
import { deviceOf, deviceTag, withDeviceTag } from './device-tags.ts';

describe('device tags', () => {
  it('maps flashSale, topBanner and topSale to ct-10/11, ct-14/15 and ct-16/17: desktop first, touch screens second', () => {
    expect(deviceTag('flashSale', 'desktop')).toBe('ct-10');
    expect(deviceTag('flashSale', 'mobile')).toBe('ct-11');
    expect(deviceTag('topBanner', 'desktop')).toBe('ct-14');
    expect(deviceTag('topBanner', 'tablet')).toBe('ct-15');
    expect(deviceTag('topSale', 'desktop')).toBe('ct-16');
    expect(deviceTag('topSale', 'mobile')).toBe('ct-17');
  });

  it('adds sp_nav to a shop path, keeping its other parameters and hash, replacing an older tag', () => {
    expect(withDeviceTag('/event/ski-flash-sale', 'flashSale', 'desktop')).toBe('/event/ski-flash-sale?sp_nav=ct-10');
    expect(withDeviceTag('/event/ski-flash-sale?p=2#top', 'topSale', 'mobile')).toBe('/event/ski-flash-sale?p=2&sp_nav=ct-17#top');
    expect(withDeviceTag('/new?sp_nav=ct-49', 'topBanner', 'tablet')).toBe('/new?sp_nav=ct-15');
  });

  it('leaves links to other sites alone', () => {
    expect(withDeviceTag('https://example.com/sale', 'topBanner', 'desktop')).toBe('https://example.com/sale');
    expect(withDeviceTag('//example.com/sale', 'topBanner', 'desktop')).toBe('//example.com/sale');
  });

  it('reads the device from the screen classes: desktop from 1025px, tablet 768–1024.98px, else mobile', () => {
    expect(deviceOf({ desktop: true, tablet: false })).toBe('desktop');
    expect(deviceOf({ desktop: false, tablet: true })).toBe('tablet');
    expect(deviceOf({ desktop: false, tablet: false })).toBe('mobile');
  });
});
