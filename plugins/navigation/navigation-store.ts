import { proxy } from 'valtio';
import { categoryNavigation, type NavNode } from '../../core/api/contract.ts';
import { errorMessage } from '../../core/logger.ts';
import type { PluginContext } from '../../core/kernel/plugin.ts';

export interface NavigationState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: NavNode[];
  /** The one open top-level item (spec 02: one top item is open at a time). */
  openId: number | null;
}

export interface NavigationStore {
  state: NavigationState;
  load(): void;
  open(id: number): void;
  close(): void;
}

export function createNavigationStore(ctx: PluginContext): NavigationStore {
  const state = proxy<NavigationState>({ status: 'idle', items: [], openId: null });
  return {
    state,
    load() {
      if (state.status === 'loading' || state.status === 'ready') return;
      state.status = 'loading';
      ctx.api
        .call(categoryNavigation, { query: { storeId: ctx.store.storeId, type: 'header' } })
        .then((reply) => {
          state.items = reply.items;
          state.status = 'ready';
        })
        .catch((error: unknown) => {
          ctx.logger.warn(`header navigation failed: ${errorMessage(error)}`);
          state.status = 'error';
        });
    },
    open(id) {
      state.openId = id;
    },
    close() {
      state.openId = null;
    },
  };
}
