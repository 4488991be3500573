import { useRef, type ReactNode } from 'react';
import { createRoot, type Root, type RootOptions } from 'react-dom/client';
import type { IslandMarks } from '../../core/kernel/Island.tsx';
import type { AppRuntime } from '../app/app-runtime.tsx';
import { AfterFirstPage, LATE_PART_ATTRIBUTE, LATE_PARTS, type LatePartName } from '../app/late-parts.tsx';
import { preloadOnIntent } from '../app/preload-on-intent.ts';
import { preloadWhenIdle } from '../app/preload-when-idle.ts';
import { ShellEffects } from '../app/shell-effects.tsx';
import { useHeaderOffset } from '../shell/use-header-offset.ts';
import { hydrateIslands } from './hydrate-islands.tsx';
import type { RenderedLocation } from '../boot/first-render-state.ts';
import { IslandProviders } from './island-providers.tsx';
import { createAppSwitch } from './switch-to-app.tsx';

const isLatePart = (name: string | null): name is LatePartName => name !== null && name in LATE_PARTS;

/** The server's header, measured as the app's header measures itself (its offset for what sits under it). */
function ServerHeaderOffset() {
  const header = useRef(document.querySelector<HTMLElement>('header.header'));
  useHeaderOffset(header);
  return null;
}

export interface StartedIslands {
  /** Hands the page to the full app where it is (a state only the app shows, such as the unavailable screen). */
  handToApp(): void;
}

/**
 * A server-rendered page in the browser: its islands hydrate, the shell's late parts (footer,
 * dialogs) and its effects get roots of their own, and the first navigation hands the page to
 * the full app. Settles once the first screen's islands are hydrated.
 */
export async function startIslands(
  runtime: AppRuntime,
  { marks, serverLocation }: { marks: IslandMarks; serverLocation: RenderedLocation },
  container: HTMLElement,
  rootOptions: RootOptions,
): Promise<StartedIslands> {
  const roots: Root[] = [];
  const stops: Array<() => void> = [];
  let handedToApp = false;
  const appSwitch = createAppSwitch(runtime, container, rootOptions, serverLocation, () => {
    handedToApp = true;
    islands.unmount();
    roots.forEach((root) => root.unmount());
    stops.forEach((stop) => stop());
  });
  const islands = hydrateIslands({ runtime, marks, rootOptions, navigate: appSwitch.navigate, serverLocation });
  const shellRoot = (element: HTMLElement, content: ReactNode) => {
    const root = createRoot(element, rootOptions);
    roots.push(root);
    root.render(
      <IslandProviders runtime={runtime} navigate={appSwitch.navigate} serverLocation={serverLocation} onCommit={() => undefined}>
        {content}
      </IslandProviders>,
    );
  };
  stops.push(preloadOnIntent(runtime.kernel));
  const started: StartedIslands = { handToApp: appSwitch.takeOverHere };
  await islands.firstScreen;
  if (handedToApp) return started;
  // The shell's effects and late parts draw nothing on the first screen: their roots come after
  // its islands, so that React's first work on a phone is what the shopper sees and touches.
  const effects = document.createElement('div');
  effects.hidden = true;
  document.body.append(effects);
  stops.push(() => effects.remove());
  shellRoot(
    effects,
    <>
      <ShellEffects keepServerTitle />
      <ServerHeaderOffset />
    </>,
  );
  for (const place of document.querySelectorAll<HTMLElement>(`[${LATE_PART_ATTRIBUTE}]`)) {
    const part = place.getAttribute(LATE_PART_ATTRIBUTE);
    if (isLatePart(part)) shellRoot(place, <AfterFirstPage part={part} />);
  }
  stops.push(preloadWhenIdle(runtime.kernel, runtime.page.pageType));
  return started;
}
