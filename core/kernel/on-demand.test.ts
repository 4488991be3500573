import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.ts';

describe('onDemand', () => {
  it('loads the texts once, with the first page or part, and builds pages from the deps', async () => {
    const loadTexts = vi.fn(async () => undefined);
    const { page, component } = onDemand({ greeting: 'hello' }, loadTexts);
    expect(loadTexts).not.toHaveBeenCalled();
    const first = page(async () => ({ createPage: (deps: { greeting: string }) => () => deps.greeting }));
    const second = page(async () => ({ createPage: () => () => 'second' }));
    const built = await first();
    await second();
    component(async () => ({ createComponent: () => () => null }));
    expect(loadTexts).toHaveBeenCalledTimes(1);
    expect((built.default as unknown as () => string)()).toBe('hello');
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
