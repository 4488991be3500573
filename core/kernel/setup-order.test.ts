import { describe, expect, it } from 'vitest';
import type { PluginManifest } from './manifest.ts';
import { providersFirst } from './setup-order.ts';

const manifests: Record<string, PluginManifest> = {
  gtm: { requires: ['order-tracking'] },
  fb: { requires: ['order-tracking'], optional: ['basket'] },
  core: { provides: ['order-tracking'] },
  basket: { provides: ['basket'] },
  a: { requires: ['b-service'] },
  b: { provides: ['b-service'], requires: ['a-service'] },
};
const names = (list: ReadonlyArray<readonly [string]>) => list.map(([name]) => name);

describe('providersFirst', () => {
  it('keeps config order, except that providers set up before their users', () => {
    expect(names(providersFirst([['gtm'], ['fb'], ['core'], ['basket']], (n) => manifests[n]))).toEqual(['core', 'gtm', 'basket', 'fb']);
  });

  it('leaves plugins whose providers are elsewhere, or that need each other, in config order', () => {
    expect(names(providersFirst([['gtm'], ['basket']], (n) => manifests[n]))).toEqual(['gtm', 'basket']);
    const cyclic: Record<string, PluginManifest> = { ...manifests, a: { requires: ['b-service'], provides: ['a-service'] } };
    expect(names(providersFirst([['a'], ['b']], (n) => cyclic[n]))).toEqual(['a', 'b']);
  });
});
