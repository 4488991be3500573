import { proxy, ref, subscribe } from 'valtio';
import type { NavNode } from '../../contracts/navigation.ts';
import { callLoaded, errorMessage, type PluginContext } from '../../core/plugin-api.ts';

/** The A/B parameter the header navigation call carries (spec 02 section 4). */
export const HEADER_NAVIGATION_AB_TEST = 'top_header_navigation3';

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
  /** The header's categories, for the server's first render (the bar in the page's HTML). */
  fetch(signal: AbortSignal): Promise<NavNode[]>;
  /** Takes the server's categories, instead of loading them again. */
  receive(items: NavNode[]): void;
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

  // The bar is on the first screen: the contract loads with the call.
  const fetchItems = async (signal?: AbortSignal) => {
    const query = { storeId: ctx.store.storeId, type: 'header' as const, abTest: HEADER_NAVIGATION_AB_TEST };
    const endpoint = async () => (await import('../../contracts/navigation.ts')).categoryNavigation;
    return (await callLoaded(ctx.api, endpoint, { query, ...(signal ? { signal } : {}) })).items;
  };
  const setItems = (items: NavNode[]) => {
    // Read-only data, replaced whole: not worth a proxy for each of its hundreds of nodes.
    state.items = ref(items);
    state.status = 'ready';
  };

  return {
    state,
    fetch: fetchItems,
    receive(items) {
      if (state.status !== 'ready') setItems(items);
    },
    load() {
      if (state.status === 'loading' || state.status === 'ready') return;
      state.status = 'loading';
      fetchItems()
        .then(setItems)
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
