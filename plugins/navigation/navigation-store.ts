import { proxy, subscribe } from 'valtio';
import { categoryNavigation, HEADER_NAVIGATION_AB_TEST, type NavNode } from '../../contracts/navigation.ts';
import { errorMessage } from '../../core/logger.ts';
import type { PluginContext } from '../../core/kernel/plugin.ts';
import { CLOSED_PANEL, panelStep, type PanelEvent, type PanelFocus } from './panel-rules.ts';

export interface NavigationState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: NavNode[];
  /** The one open top-level item (spec 02: one top item is open at a time). */
  openId: number | null;
  /** Hover opens a panel on the way to a click; that click must keep it open, not toggle it shut. */
  openedBy: 'hover' | 'click' | null;
  /** Inside the open panel: the level-2 child whose links show, and the countdown to the first one. */
  panel: PanelFocus;
}

export interface NavigationStore {
  state: NavigationState;
  load(): void;
  hover(id: number): void;
  /** Click or Enter: opens, or closes a panel the shopper opened by clicking. */
  toggle(id: number): void;
  /** The pointer or the keyboard focus reached a level-2 child of the open panel. */
  enterChild(id: number): void;
  /** One animation frame went by (the first child's countdown). */
  frame(): void;
  close(): void;
}

export function createNavigationStore(ctx: PluginContext<'navigation'>): NavigationStore {
  const state = proxy<NavigationState>({ status: 'idle', items: [], openId: null, openedBy: null, panel: CLOSED_PANEL });
  const step = (event: PanelEvent) => {
    state.panel = panelStep(state.panel, event);
  };
  const open = (id: number, by: 'hover' | 'click') => {
    const item = state.items.find((candidate) => candidate.id === id);
    if (!item) return;
    const switched = state.openId !== id;
    state.openId = id;
    state.openedBy = by;
    if (switched) step({ type: 'panel-opened', item: item as NavNode });
    // The language dropdown (or another header popup) closes while a panel is open.
    ctx.shell.openPopup();
  };
  const closePanel = () => {
    state.openId = null;
    state.openedBy = null;
    step({ type: 'panel-closed' });
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
    toggle(id) {
      if (state.openId === id && state.openedBy === 'click') {
        closePanel();
        ctx.shell.closePopup();
      } else open(id, 'click');
    },
    enterChild(id) {
      if (state.panel.openChildId !== id || state.panel.autoOpen) step({ type: 'child-entered', childId: id });
    },
    frame() {
      if (state.panel.autoOpen) step({ type: 'frame' });
    },
    close() {
      if (state.openId === null) return;
      closePanel();
      ctx.shell.closePopup();
    },
  };
}
