import { describe, expect, it } from 'vitest';
import { IMPORT_TRACKER_GLOBAL } from '../../core/render/server-render.ts';
import { collectImportedModules } from './imported-modules.ts';

type Tracker = <T>(key: string, load: () => Promise<T>) => Promise<T>;
const track = (globalThis as unknown as Record<string, Tracker>)[IMPORT_TRACKER_GLOBAL]!;

describe('collectImportedModules', () => {
  it("names each request's modules, and imports each module once per process", async () => {
    let loads = 0;
    const load = async () => ({ loaded: ++loads });
    const page = () => track('../plugins/test/Page.tsx', load);
    const first = await collectImportedModules(page);
    const second = await collectImportedModules(async () => [await page(), await track('../plugins/test/Other.tsx', load)]);
    expect(first.modules).toEqual(['../plugins/test/Page.tsx']);
    expect(second.modules).toEqual(['../plugins/test/Page.tsx', '../plugins/test/Other.tsx']);
    expect(second.result[0]).toBe(first.result);
    expect(loads).toBe(2);
  });

  it('tries a failed import again on the next request', async () => {
    let attempts = 0;
    const load = async () => {
      if (++attempts === 1) throw new Error('chunk missing');
      return 'loaded';
    };
    await expect(collectImportedModules(() => track('../plugins/test/Flaky.tsx', load))).rejects.toThrow('chunk missing');
    expect((await collectImportedModules(() => track('../plugins/test/Flaky.tsx', load))).result).toBe('loaded');
  });
});
