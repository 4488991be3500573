import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../render/preloadable.tsx';
import type { PageHead, PageLoader, PageModule, PageProps } from './page.ts';
import type { PageResolution } from '../routing/types.ts';

/** A lazy part of a plugin (a slot entry, a panel, a frame it lends): its `default` component reads the plugin's context with `usePlugin()`. */
export interface PartModule<Props extends object = object> {
  default: ComponentType<Props>;
}

/**
 * A page built from dependencies beyond the plugin's context (state the plugin keeps per kernel,
 * passed to `onDemand`). A page that needs only the context is a `PageModule`.
 */
export type PageFactory<Deps, Data = unknown> = {
  createPage: (deps: Deps) => ComponentType<PageProps<Data>>;
  createLoader?: (deps: Deps) => PageLoader<Data>;
  head?: (data: Data, resolution: PageResolution, deps: Deps) => PageHead;
};
/** A lazy part built from dependencies beyond the plugin's context; a part that needs only the context is a `PartModule`. */
export type ComponentFactory<Deps, Props extends object = object> = { createComponent: (deps: Deps) => ComponentType<Props> };

export interface OnDemandParts {
  /** For `ctx.registerPage`: the page module, loaded with the texts. */
  page<Data, Name extends string>(load: () => Promise<PageModule<Data, Name>>): () => Promise<PageModule<Data, Name>>;
  /** For a slot entry or any other lazy part: the part's module, loaded with the texts. */
  component<Props extends object = object>(load: () => Promise<PartModule<Props>>): Preloadable<Props>;
}

export interface OnDemandFactories<Deps> {
  page<Data, Name extends string>(load: () => Promise<PageModule<Data, Name> | PageFactory<Deps, Data>>): () => Promise<PageModule<Data, Name>>;
  component<Props extends object = object>(load: () => Promise<PartModule<Props> | ComponentFactory<Deps, Props>>): Preloadable<Props>;
}

/**
 * For a plugin whose pages and lazy parts need texts the rest of the shop does not: the first
 * of them to load brings the texts (once), in parallel with its own code. Given `deps`, a part
 * may also be a factory that builds its component from them (for state the plugin keeps per kernel).
 */
export function onDemand(loadTexts: () => Promise<unknown>): OnDemandParts;
export function onDemand<Deps>(deps: Deps, loadTexts: () => Promise<unknown>): OnDemandFactories<Deps>;
export function onDemand<Deps>(...args: [() => Promise<unknown>] | [Deps, () => Promise<unknown>]): OnDemandFactories<Deps> {
  const [deps, loadTexts] = args.length === 1 ? [undefined as Deps, args[0]] : args;
  let texts: Promise<unknown> | null = null;
  const withTexts =
    <M>(load: () => Promise<M>) =>
    async (): Promise<M> =>
      (await Promise.all([load(), (texts ??= loadTexts())]))[0];
  return {
    page:
      <Data, Name extends string>(load: () => Promise<PageModule<Data, Name> | PageFactory<Deps, Data>>) =>
      async (): Promise<PageModule<Data, Name>> => {
        const found = await withTexts(load)();
        if (!('createPage' in found)) return found;
        const { head } = found;
        return { default: found.createPage(deps), loader: found.createLoader?.(deps), head: head && ((data, resolution) => head(data, resolution, deps)) };
      },
    component: <Props extends object = object>(load: () => Promise<PartModule<Props> | ComponentFactory<Deps, Props>>): Preloadable<Props> =>
      preloadable(async () => {
        const found = await withTexts(load)();
        return 'createComponent' in found ? { default: found.createComponent(deps) } : found;
      }),
  };
}
