import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../render/preloadable.tsx';
import type { PageHead, PageLoader, PageModule, PageProps } from './page.ts';
import type { PageResolution } from '../routing/types.ts';

/**
 * A plugin page module: builds the page from the plugin's dependencies, and for a page the
 * server renders with data, its loader (from the same dependencies) and head.
 */
export type PageFactory<Deps, Data = unknown> = {
  createPage: (deps: Deps) => ComponentType<PageProps<Data>>;
  createLoader?: (deps: Deps) => PageLoader<Data>;
  head?: (data: Data, resolution: PageResolution, deps: Deps) => PageHead;
};
/** A lazy part of a plugin (a slot entry, a panel, a frame it lends): builds the component from the plugin's dependencies. */
export type ComponentFactory<Deps, Props extends object = object> = { createComponent: (deps: Deps) => ComponentType<Props> };

/**
 * For a plugin whose pages and lazy parts need texts the rest of the shop does not: the first
 * of them to load brings the texts (once), in parallel with its own code.
 * `page` is for `ctx.registerPage`; `component` for a slot entry or any other lazy part.
 */
export function onDemand<Deps>(deps: Deps, loadTexts: () => Promise<unknown>) {
  let texts: Promise<unknown> | null = null;
  const withTexts =
    <M>(load: () => Promise<M>) =>
    async (): Promise<M> =>
      (await Promise.all([load(), (texts ??= loadTexts())]))[0];
  return {
    page:
      <Data>(load: () => Promise<PageFactory<Deps, Data>>) =>
      async (): Promise<PageModule<Data>> => {
        const factory = await withTexts(load)();
        const { head } = factory;
        return { default: factory.createPage(deps), loader: factory.createLoader?.(deps), head: head && ((data, resolution) => head(data, resolution, deps)) };
      },
    component: <Props extends object = object>(load: () => Promise<ComponentFactory<Deps, Props>>): Preloadable<Props> =>
      preloadable(async () => ({ default: (await withTexts(load)()).createComponent(deps) })),
  };
}
