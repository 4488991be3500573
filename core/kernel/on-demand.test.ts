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
});
