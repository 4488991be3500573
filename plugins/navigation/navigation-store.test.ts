import { describe, expect, it } from 'vitest';
import type { NavNode } from '../../contracts/navigation.ts';
import type { PluginContext } from '../../core/kernel/plugin.ts';
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
    expect(store.state.panel.openChildId).toBeNull();
    expect(kernel.shell.state.popup).toBe('shell:language');
  });

  it('opens the first child after six frames, and a click on an open panel keeps it open', async () => {
    const { store } = await loadedStore();
    store.hover(1);
    for (let i = 0; i < 5; i++) store.frame();
    expect(store.state.panel.openChildId).toBeNull();
    store.frame();
    expect(store.state.panel.openChildId).toBe(10);
    store.toggle(1);
    expect(store.state.openId).toBe(1);
    expect(store.state.panel.openChildId).toBe(10);
    store.toggle(1);
    expect(store.state.openId).toBeNull();
  });
});
