import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { subscribe } from 'valtio';
import { ISLAND_ATTRIBUTE, ISLAND_DEFAULT_ATTRIBUTE, ISLAND_KEY_ATTRIBUTE, STATIC_CLASS, type IslandMarks } from '../../core/kernel/Island.tsx';
import { errorMessage } from '../../core/logger.ts';
import type { AppRuntime } from '../app/app-runtime.tsx';
import { islandContent } from './island-content.tsx';
import type { RenderedLocation } from '../boot/first-render-state.ts';
import { IslandProviders, type Navigate } from './island-providers.tsx';
import { holdTapsUntilHydrated } from './hold-taps.ts';

/** How far outside the window an island starts hydrating: it is ready when scrolled to. */
const NEAR_VIEWPORT = '200px';

export interface IslandsOptions {
  runtime: AppRuntime;
  marks: IslandMarks;
  rootOptions: RootOptions;
  navigate: Navigate;
  serverLocation: RenderedLocation;
}

export interface Islands {
  /** Settles once the islands on the first screen are hydrated. */
  readonly firstScreen: Promise<void>;
  /** Unmounts every island (the full app takes the page over). */
  unmount(): void;
}

/**
 * The islands to hydrate: the outermost marked elements, and those inside a static part (whose
 * island does not walk it). Any other island inside one hydrates with it.
 */
export function outermostIslands(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter((element) => {
    const enclosing = element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}], .${STATIC_CLASS}`);
    return !enclosing || enclosing.classList.contains(STATIC_CLASS);
  });
}

/** What an island's place on screen is measured by: it lays out as `display: contents`, its contents have the boxes. */
function contentsBox(element: HTMLElement): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/** The first element inside an island that has a box: an observer watches it for the island. */
const firstBoxed = (element: HTMLElement) => [...element.querySelectorAll('*')].find((inner) => inner.getClientRects().length > 0) ?? null;

const isOnScreen = (element: HTMLElement) => {
  const box = contentsBox(element);
  return (box.width > 0 || box.height > 0) && box.bottom >= 0 && box.top < window.innerHeight;
};

/**
 * The browser's half of server rendering: each island the server marked becomes a React root of
 * its own, hydrated from its recorded props when it nears the viewport or is first touched; the
 * rest of the page is the server's HTML and stays so. Islands on the first screen hydrate at once.
 * A slot the server showed with its default content (no entries then) stays as it is until an
 * entry arrives (a deferred plugin's), then renders in the browser.
 */
export function hydrateIslands({ runtime, marks, rootOptions: given, navigate, serverLocation }: IslandsOptions): Islands {
  const { kernel } = runtime;
  // Unmounting an island still waiting to hydrate makes React report that it rendered the root
  // afresh (error 424): true, and meaningless when the app is taking the page over anyway.
  let leaving = false;
  const rootOptions: RootOptions = {
    ...given,
    onRecoverableError: (error, info) => {
      if (!leaving) given.onRecoverableError?.(error, info);
    },
  };
  const roots: Root[] = [];
  const hydrated = new Map<HTMLElement, Promise<void>>();
  const stops: Array<() => void> = [];

  const mount = (element: HTMLElement, mode: 'hydrate' | 'render'): Promise<void> => {
    const known = hydrated.get(element);
    if (known) return known;
    const key = element.getAttribute(ISLAND_KEY_ATTRIBUTE) ?? '';
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const mark = marks[key] ?? { name, props: {} };
    const done = Promise.resolve(islandContent(kernel, mark.name, mark.props)).then(
      (content) =>
        new Promise<void>((resolve) => {
          if (content === null) return resolve();
          const island = (
            <IslandProviders runtime={runtime} navigate={navigate} serverLocation={serverLocation} onCommit={resolve} hydrating={mode === 'hydrate'}>
              {content}
            </IslandProviders>
          );
          // As transitions: hydration works in slices, and the page stays responsive between them.
          startTransition(() => {
            if (mode === 'hydrate') roots.push(hydrateRoot(element, island, rootOptions));
            else {
              const root = createRoot(element, rootOptions);
              roots.push(root);
              root.render(island);
            }
          });
        }),
      (error: unknown) => kernel.logger.error('shell', `island ${mark.name} could not load: ${errorMessage(error)}`, error),
    );
    hydrated.set(element, done);
    element.dataset.islandState = 'hydrating';
    void done.then(() => (element.dataset.islandState = 'hydrated'));
    return done;
  };

  const slotIslandsKeptForEntries = (element: HTMLElement) => {
    const slot = (element.getAttribute(ISLAND_ATTRIBUTE) ?? '').slice('slot:'.length);
    const arrived = () => (kernel.slots.entries[slot]?.length ?? 0) > 0;
    if (arrived()) return void mount(element, 'render');
    const stop = subscribe(kernel.slots, () => {
      if (!arrived()) return;
      stop();
      void mount(element, 'render');
    });
    stops.push(stop);
  };

  const islands = outermostIslands(document);
  const defaulted = islands.filter((element) => element.hasAttribute(ISLAND_DEFAULT_ATTRIBUTE));
  const live = islands.filter((element) => !element.hasAttribute(ISLAND_DEFAULT_ATTRIBUTE));
  defaulted.forEach(slotIslandsKeptForEntries);

  const onScreen = live.filter(isOnScreen);
  const later = live.filter((element) => !onScreen.includes(element));
  const firstScreen = Promise.all(onScreen.map((element) => mount(element, 'hydrate'))).then(() => undefined);

  const islandOf = new Map<Element, HTMLElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = islandOf.get(entry.target);
        if (!entry.isIntersecting || !island) continue;
        observer.unobserve(entry.target);
        void mount(island, 'hydrate');
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const island of later) {
    // An island with nothing laid out (hidden at this width) hydrates when it is touched.
    const watched = firstBoxed(island);
    if (!watched) continue;
    islandOf.set(watched, island);
    observer.observe(watched);
  }
  stops.push(() => observer.disconnect());
  stops.push(holdTapsUntilHydrated(later, (element) => mount(element, 'hydrate')));

  return {
    firstScreen,
    unmount() {
      stops.forEach((stop) => stop());
      leaving = true;
      roots.forEach((root) => root.unmount());
    },
  };
}
