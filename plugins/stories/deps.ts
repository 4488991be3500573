import { usePlugin, type PluginContext } from '../../core/plugin-api.ts';
import type { StoriesOptions } from './options.ts';
import type { BlockRegistry } from './registry.ts';

/** The page on screen, as the last pageView told (the sitewide banners follow it). */
export interface ShownPage {
  pageType: string | null;
  metadata: Readonly<Record<string, unknown>>;
}

export interface StoriesDeps {
  ctx: PluginContext<'stories'>;
  options: StoriesOptions;
  registry: BlockRegistry;
  page: ShownPage;
  /** Loads the built-in blocks' code: a story or banner loads it beside its data, so that it shows at once, in its final size. */
  loadBlockCode: () => Promise<unknown>;
}

/** Each kernel's stories state, kept by `setup` (one kernel per request on the server). */
const storiesStates = new WeakMap<PluginContext<'stories'>, StoriesDeps>();

export function keepStoriesState(state: StoriesDeps): void {
  storiesStates.set(state.ctx, state);
}

/** The stories state, for a component inside the plugin's parts (its slot entries, its page, the blocks they show). */
export function useStoriesState(): StoriesDeps {
  const state = storiesStates.get(usePlugin<'stories'>());
  if (!state) throw new Error('the stories plugin was not set up in this kernel');
  return state;
}
