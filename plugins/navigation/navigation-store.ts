import { proxy, subscribe } from 'valtio';
import { categoryNavigation, HEADER_NAVIGATION_AB_TEST, type NavNode } from '../../contracts/navigation.ts';
import { errorMessage } from '../../core/logger.ts';
import type { PluginContext } from '../../core/kernel/plugin.ts';

export interface NavigationState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: NavNode[];
  /** The one open top-level item (spec 02: one top item is open at a time). */
  openId: number | null;
  /** Hover opens a panel on the way to a click; that click must keep it open, not toggle it shut. */
  openedBy: 'hover' | 'click' | 'keyboard' | null;
}

export interface NavigationStore {
  state: NavigationState;
  load(): void;
  hover(id: number): void;
  /** Click or Enter (or Down, `keyboard`): opens, or closes a panel the shopper opened that way. */
  toggle(id: number, by?: 'click' | 'keyboard'): void;
  close(): void;
}

export function createNavigationStore(ctx: PluginContext<'navigation'>): NavigationStore {
  const state = proxy<NavigationState>({ status: 'idle', items: [], openId: null, openedBy: null });
  const open = (id: number, by: NonNullable<NavigationState['openedBy']>) => {
    state.openId = id;
    state.openedBy = by;
    // The language dropdown (or another header popup) closes while a panel is open.
    ctx.shell.openPopup();
  };
  const closePanel = () => {
    state.openId = null;
    state.openedBy = null;
  };
  // Another header popup opened (the language dropdown): the panel gives way.
  subscribe(ctx.shell.state, () => {
    if (state.openId !== null && ctx.shell.state.popup !== ctx.name) closePanel();
  });

  return {
    state,
    load() {
      if (state.status === 'loading' || state.status === 'ready') return;
      state.status = 'loading';
      ctx.api
        .call(categoryNavigation, { query: { storeId: ctx.store.storeId, type: 'header', abTest: HEADER_NAVIGATION_AB_TEST } })
        .then((reply) => {
          state.items = reply.items;
          state.status = 'ready';
        })
        .catch((error: unknown) => {
          ctx.logger.warn(`header navigation failed: ${errorMessage(error)}`);
          state.status = 'error';
        });
    },
    hover(id) {
      if (state.openId === id) return;
      open(id, 'hover');
    },
    toggle(id, by = 'click') {
      if (state.openId === id && state.openedBy !== 'hover') {
        closePanel();
        ctx.shell.closePopup();
      } else open(id, by);
    },
    close() {
      if (state.openId === null) return;
      closePanel();
      ctx.shell.closePopup();
    },
  };
}
