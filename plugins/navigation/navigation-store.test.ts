import { describe, expect, it } from 'vitest';
import type { NavNode } from '../../contracts/navigation.ts';
import type { PluginContext } from '../../core/plugin-api.ts';
import { pluginKernel } from '../../tests/support/plugin-kernel.ts';
import { createNavigationStore } from './navigation-store.ts';

const node = (id: number, children: NavNode[] = []): NavNode => ({ id, label: `n${id}`, url: `/n${id}`, level: 1, children });
const ITEMS = [node(1, [node(10, [node(100)])]), node(2, [node(20, [node(200)])])];

/** valtio tells its subscribers after the current task's promises. */
const settle = () => new Promise((done) => setTimeout(done, 0));

async function loadedStore() {
  const { kernel } = pluginKernel(() => ({ items: ITEMS }));
  const store = createNavigationStore(kernel.contextFor('navigation') as PluginContext<'navigation'>);
  store.load();
  await settle();
  return { kernel, store };
}

describe('navigation store', () => {
  it('keeps one top item open, and takes the header popup from the language dropdown', async () => {
    const { kernel, store } = await loadedStore();
    kernel.shell.openPopup('shell:language');
    store.hover(1);
    expect(store.state.openId).toBe(1);
    expect(kernel.shell.state.popup).toBe('navigation');
    store.hover(2);
    expect(store.state.openId).toBe(2);
    store.close();
    expect(store.state.openId).toBeNull();
    expect(kernel.shell.state.popup).toBeNull();
  });

  it('closes its panel when the language dropdown opens', async () => {
    const { kernel, store } = await loadedStore();
    store.toggle(1);
    kernel.shell.openPopup('shell:language');
    await settle();
    expect(store.state.openId).toBeNull();
    expect(kernel.shell.state.popup).toBe('shell:language');
  });

  it('keeps a panel opened by hover open on the click that follows, and closes it on a second click', async () => {
    const { kernel, store } = await loadedStore();
    store.hover(1);
    store.toggle(1);
    expect(store.state.openId).toBe(1);
    store.toggle(1);
    expect(store.state.openId).toBeNull();
    expect(kernel.shell.state.popup).toBeNull();
  });
});
