import { describe, expect, it, vi } from 'vitest';
import { createCatalogSource, type CatalogIndexes, type LocaleCatalogs } from './catalogs.ts';

const index = (shell: string, catalogs: LocaleCatalogs['catalogs'] = {}): (() => Promise<LocaleCatalogs>) =>
  vi.fn(async () => ({ shell: { hello: shell }, catalogs }));

describe('catalog source', () => {
  it('reads the index of the store locale once, the shell texts from it and a plugin catalog on demand', async () => {
    const plugin = vi.fn(async () => ({ messages: { title: 'Kurv' } }));
    const indexes: CatalogIndexes = { en_GB: index('Hello'), da_DK: index('Hej', { basket: plugin }) };
    const source = createCatalogSource(indexes, 'da_DK');
    expect(source.locale).toBe('da_DK');
    expect(await source.shell()).toEqual({ hello: 'Hej' });
    expect(await source.load('basket')).toEqual({ title: 'Kurv' });
    expect(await source.load('no-such-plugin')).toBeNull();
    expect(indexes.da_DK).toHaveBeenCalledTimes(1);
    expect(indexes.en_GB).not.toHaveBeenCalled();
  });

  it('gives a locale without catalogs the source locale (spec 02 section 9: fallback to the default)', async () => {
    const source = createCatalogSource({ en_GB: index('Hello') }, 'nb_NO');
    expect(source.locale).toBe('en_GB');
    expect(await source.shell()).toEqual({ hello: 'Hello' });
  });

  it('asks for the index again after a failure', async () => {
    const load = vi
      .fn<() => Promise<LocaleCatalogs>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ shell: { hello: 'Hej' }, catalogs: {} });
    const source = createCatalogSource({ da_DK: load }, 'da_DK');
    await expect(source.shell()).rejects.toThrow('offline');
    expect(await source.shell()).toEqual({ hello: 'Hej' });
  });
});
