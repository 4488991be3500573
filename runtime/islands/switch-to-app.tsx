import { flushSync } from 'react-dom';
import { createRoot, type RootOptions } from 'react-dom/client';
import type { App } from '../app/App.tsx';
import type { AppRuntime } from '../app/app-runtime.tsx';
import { inAppPath } from '../../core/kit/ui/in-app-path.ts';
import type { RenderedLocation } from '../boot/first-render-state.ts';

/** wouter's navigation options: the history entry's state travels with the address. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface AppSwitch {
  /** Opens `to` in the full app: the islands make way for it. */
  navigate(to: string, options?: NavigateOptions): void;
  /** Starts loading the app's code (a link is about to be followed). */
  preload(): void;
  /** Stops following links (the app follows them itself once it runs). */
  stop(): void;
  /** The full app takes over the page where it is (it shows what the islands cannot: the unavailable screen). */
  takeOverHere(): void;
}

/** The events of a new history entry: the browser's, and those wouter's patched `history` methods send. */
const HISTORY_EVENTS = ['popstate', 'pushState', 'replaceState'];

/** Whether React rendered the link clicked (it keeps its fiber on the element). */
function isReacts(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest('a') : null;
  return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber'));
}

/** Addresses the app does not open itself: the API, and the checkout, which is another application. */
function opensInApp(runtime: AppRuntime, path: string): boolean {
  if (path.startsWith('/api/')) return false;
  const checkout = runtime.kernel.store.checkoutUrl;
  const checkoutPath = checkout ? new URL(checkout, window.location.origin).pathname : null;
  return !(checkoutPath && checkoutPath !== '/' && path.startsWith(checkoutPath));
}

/**
 * The first navigation from a server-rendered page: the islands give way to the whole app (the
 * shell, the router, the page outlet), which then shows the new address as any later navigation
 * does. Its code loads on the first sign of intent (a pointer over a link, a touch, a focus), so
 * a page the shopper only reads never downloads it.
 */
export function createAppSwitch(
  runtime: AppRuntime,
  container: HTMLElement,
  rootOptions: RootOptions,
  serverLocation: RenderedLocation,
  beforeSwitch: () => void,
): AppSwitch {
  let code: Promise<{ App: typeof App }> | null = null;
  let switched = false;
  const preload = () => (code ??= import('../app/App.tsx'));

  const address = () => `${window.location.pathname}${window.location.search}`;
  const islandsPage = `${serverLocation.path}${serverLocation.search ? `?${serverLocation.search}` : ''}`;
  /** Renders the full app at the address `move` leads to (the history entry it makes, if any). */
  const takeOver = (from: string, move: () => void) => {
    switched = true;
    void preload().then(({ App: FullApp }) => {
      stop();
      beforeSwitch();
      move();
      runtime.kernel.shell.resetForRouteChange();
      if (!window.location.hash) window.scrollTo(0, 0);
      const root = createRoot(container, rootOptions);
      flushSync(() => root.render(<FullApp runtime={runtime} />));
      const path = window.location.pathname;
      if (path !== from) runtime.kernel.hooks.get('routeChanged').call({ from, to: path });
    });
  };

  const navigate = (to: string, options: NavigateOptions = {}) => {
    if (switched) return;
    const reason = runtime.stale.reasonToReloadAt(new URL(to, window.location.origin).pathname);
    if (reason) return window.location.assign(to);
    takeOver(window.location.pathname, () => window.history[options.replace ? 'replaceState' : 'pushState'](options.state ?? null, '', to));
  };

  /** Another address entered the history (the back button, a script's pushState that wouter reports): the app shows it. */
  const onHistory = () => {
    if (switched || address() === islandsPage) return;
    takeOver(islandsPage.split('?')[0]!, () => undefined);
  };

  const follow = (event: MouseEvent) => {
    const { button, metaKey, ctrlKey, shiftKey, altKey, defaultPrevented } = event;
    const path = inAppPath({ target: event.target ?? document, button, metaKey, ctrlKey, shiftKey, altKey, defaultPrevented }, window.location.origin);
    if (path === null || !opensInApp(runtime, path.split(/[?#]/)[0]!)) return;
    event.preventDefault();
    navigate(path);
  };
  // A link React drew is followed once its handlers had their say (wouter's Link navigates itself).
  const onClick = (event: MouseEvent) => {
    if (isReacts(event.target)) follow(event);
  };
  // Any other link (the server's HTML, content from the CMS, a part React has not hydrated yet) is
  // followed before React sees the click: React stops a click it cannot hydrate for from going on.
  const onClickFirst = (event: MouseEvent) => {
    if (!isReacts(event.target)) follow(event);
  };
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('a[href], form')) void preload();
  };
  document.addEventListener('click', onClick);
  document.addEventListener('click', onClickFirst, true);
  for (const type of HISTORY_EVENTS) window.addEventListener(type, onHistory);
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, onIntent, { passive: true, capture: true });
  const stop = () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('click', onClickFirst, true);
    for (const type of HISTORY_EVENTS) window.removeEventListener(type, onHistory);
    for (const type of ['pointerover', 'touchstart', 'focusin']) document.removeEventListener(type, onIntent, { capture: true });
  };
  // The address moved before the page started (a script's pushState while it loaded): the app shows where it is now.
  onHistory();
  const takeOverHere = () => {
    if (!switched) takeOver(window.location.pathname, () => undefined);
  };
  return { navigate, preload: () => void preload(), stop, takeOverHere };
}
