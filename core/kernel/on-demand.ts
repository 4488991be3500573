import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../render/preloadable.tsx';
import type { PageModule } from './page.ts';

/** A lazy part of a plugin (a slot entry, a panel, a frame it lends): its `default` component reads the plugin's context with `usePlugin()`. */
export interface PartModule<Props extends object = object> {
  default: ComponentType<Props>;
}

export interface OnDemandParts {
  /** For `ctx.registerPage`: the page module, loaded with the texts. */
  page<Data, Name extends string>(load: () => Promise<PageModule<Data, Name>>): () => Promise<PageModule<Data, Name>>;
  /** For a slot entry or any other lazy part: the part's module, loaded with the texts. */
  component<Props extends object = object>(load: () => Promise<PartModule<Props>>): Preloadable<Props>;
}

/**
 * For a plugin whose pages and lazy parts need texts the rest of the shop does not: the first
 * of them to load brings the texts (once), in parallel with its own code. State the plugin keeps
 * per kernel is not passed here: its parts read it from the plugin's own hook (docs/writing-a-plugin.md).
 */
export function onDemand(loadTexts: () => Promise<unknown>): OnDemandParts {
  let texts: Promise<unknown> | null = null;
  const withTexts =
    <M>(load: () => Promise<M>) =>
    async (): Promise<M> =>
      (await Promise.all([load(), (texts ??= loadTexts())]))[0];
  return {
    page: (load) => withTexts(load),
    component: (load) => preloadable(withTexts(load)),
  };
}
