import { describe, expect, it, vi } from 'vitest';
import type { PageResolution } from '../routing/types.ts';
import { bindPageModule, type PageModule } from './page.ts';
import type { PluginContext } from './plugin.ts';

const ctx = { name: 'alpha' } as PluginContext<'alpha'>;
const resolution = { kind: 'page', path: '/x', pageType: 'cms', params: {}, metadata: {} } as unknown as PageResolution;

describe('bindPageModule', () => {
  it("gives the page's loader and head the plugin's context, and keeps the component", async () => {
    const Page = () => null;
    const loader = vi.fn(async ({ ctx: given }: { ctx: PluginContext<'alpha'> }) => given.name);
    const module: PageModule<string, 'alpha'> = { default: Page, loader, head: (data, _resolution, given) => ({ title: `${data} of ${given.name}` }) };
    const bound = bindPageModule(module, ctx);
    const signal = new AbortController().signal;
    expect(bound.default).toBe(Page);
    expect(await bound.loader?.({ resolution, signal })).toBe('alpha');
    expect(loader).toHaveBeenCalledWith({ resolution, signal, ctx });
    expect(bound.head?.('data', resolution)).toEqual({ title: 'data of alpha' });
  });

  it('leaves out the loader and head a page has not', () => {
    const bound = bindPageModule({ default: () => null }, ctx);
    expect(bound.loader).toBeUndefined();
    expect(bound.head).toBeUndefined();
  });
});
