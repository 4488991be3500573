import { lazy, useState, type ComponentType } from 'react';

export type Preloadable<Props extends object> = ComponentType<Props> & {
  /** Fetches the component's code; once it is there the component renders without suspending. */
  preload(): Promise<unknown>;
  /** Whether the code is there (the component renders without suspending). */
  isLoaded(): boolean;
};

/**
 * A lazily loaded component that can be fetched ahead of its first render: a page's loader
 * preloads the parts it will show, so that the server renders them at once (no fallback, no
 * script to swap it in) and the browser finds their code there when it hydrates.
 */
export function preloadable<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): Preloadable<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download is tried again next time.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function PreloadableComponent(props: Props) {
    // Chosen once per instance: swapping the lazy wrapper for the loaded component on a later render
    // would be a new component type, and React would mount it again and lose its state.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload, isLoaded: () => loaded !== null });
}
