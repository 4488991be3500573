import { lazy, type ComponentType } from 'react';
import type { PageModule, PageProps } from './plugin.ts';

/** A plugin page module: builds the page from the plugin's dependencies. */
export type PageFactory<Deps> = { createPage: (deps: Deps) => ComponentType<PageProps> };
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
    page: (load: () => Promise<PageFactory<Deps>>) => async (): Promise<PageModule> => ({ default: (await withTexts(load)()).createPage(deps) }),
    component: <Props extends object = object>(load: () => Promise<ComponentFactory<Deps, Props>>) =>
      lazy(async () => ({ default: (await withTexts(load)()).createComponent(deps) })),
  };
}
