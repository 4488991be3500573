import { pluginState, type PluginContext } from '../../core/plugin-api.ts';
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

/** Each kernel's stories state, kept by `setup`. */
const storiesStates = pluginState<'stories', StoriesDeps>('stories');
export const keepStoriesState = storiesStates.keep;
/** For a component inside the plugin's parts. */
export const useStoriesState = storiesStates.use;
