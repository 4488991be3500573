// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdTapsUntilHydrated } from './hold-taps.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function island(html: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.island = 'catalog:purchase';
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('holdTapsUntilHydrated', () => {
  it('holds a tap on a control of an island not hydrated yet, hydrates it and taps again once it is', async () => {
    const purchase = island('<button type="button">Add to basket</button>');
    const button = purchase.querySelector('button')!;
    const taps = vi.fn();
    let hydrated!: () => void;
    const hydrate = vi.fn(() => new Promise<void>((resolve) => (hydrated = resolve)));
    const stop = holdTapsUntilHydrated([purchase], hydrate);
    button.addEventListener('click', taps);

    button.click();
    expect(hydrate).toHaveBeenCalledWith(purchase);
    expect(taps).not.toHaveBeenCalled();

    purchase.dataset.islandState = 'hydrated';
    hydrated();
    await vi.waitFor(() => expect(taps).toHaveBeenCalledTimes(1));
    stop();
  });

  it('lets taps on a hydrated island and on parts outside islands through', () => {
    const purchase = island('<button type="button">Add to basket</button>');
    purchase.dataset.islandState = 'hydrated';
    const outside = document.createElement('button');
    document.body.append(outside);
    const hydrate = vi.fn(async () => undefined);
    const stop = holdTapsUntilHydrated([purchase], hydrate);
    const taps = vi.fn();
    document.addEventListener('click', taps);

    purchase.querySelector('button')!.click();
    outside.click();
    expect(taps).toHaveBeenCalledTimes(2);
    expect(hydrate).not.toHaveBeenCalled();
    document.removeEventListener('click', taps);
    stop();
  });

  it('starts hydrating an island the shopper focuses', () => {
    const search = island('<input aria-label="Search">');
    const hydrate = vi.fn(async () => undefined);
    const stop = holdTapsUntilHydrated([search], hydrate);
    search.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledWith(search);
    stop();
  });
});
