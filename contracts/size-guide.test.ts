import { describe, expect, it } from 'vitest';
import { sizeGuideIdentifier } from './size-guide.ts';

describe('sizeGuideIdentifier', () => {
  it('is the path without its leading slash', () => {
    expect(sizeGuideIdentifier('/ski-boots-size-guide')).toBe('ski-boots-size-guide');
    expect(sizeGuideIdentifier('/salomon-ski-boots-size-guide/')).toBe('salomon-ski-boots-size-guide');
    expect(sizeGuideIdentifier('/Ski-Boots-Size-Guide')).toBe('ski-boots-size-guide');
  });

  it('is null for a path that is no size guide', () => {
    for (const path of ['/size-guide', '/about-us', '/ski/boots-size-guide', '/ski--size-guide', `/${'a'.repeat(90)}-size-guide`]) {
      expect(sizeGuideIdentifier(path), path).toBeNull();
    }
  });
});
