import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.ts';

describe('onDemand', () => {
  it('loads the texts once, with the first page or part', async () => {
    const loadTexts = vi.fn(async () => undefined);
    const { page, component } = onDemand(loadTexts);
    expect(loadTexts).not.toHaveBeenCalled();
    const first = page(async () => ({ default: () => null }));
    const second = page(async () => ({ default: () => null }));
    await first();
    await second();
    await component(async () => ({ default: () => null })).preload();
    expect(loadTexts).toHaveBeenCalledTimes(1);
  });

  it('loads a page module and a part module as they are, with the texts', async () => {
    const loadTexts = vi.fn(async () => undefined);
    const { page, component } = onDemand(loadTexts);
    const Page = () => null;
    const loader = async () => 'data';
    const module = await page(async () => ({ default: Page, loader }))();
    expect(module.default).toBe(Page);
    expect(module.loader).toBe(loader);
    const Part = component(async () => ({ default: () => null }));
    await Part.preload();
    expect(Part.isLoaded()).toBe(true);
    expect(loadTexts).toHaveBeenCalledTimes(1);
  });
});
