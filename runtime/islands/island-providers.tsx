import { useEffect, type ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { InsideIslandContext, IslandHydrationContext } from '../../core/kernel/Island.tsx';
import { FixedLocaleI18nProvider } from '../../core/i18n/FixedLocaleI18nProvider.tsx';
import { AppRuntimeContext, type AppRuntime } from '../app/app-runtime.tsx';
import type { RenderedLocation } from '../boot/first-render-state.ts';

/** Where an island's links and navigations lead: into the full app, at the new location. */
export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/**
 * The location as an island sees it: the one the server rendered, fixed, since the first
 * navigation replaces the islands with the whole app. An island that hydrates after the address
 * changed otherwise (a script's `history.pushState`, before or after the boot) still matches the
 * server's markup.
 */
function islandLocation(navigate: Navigate, { path, search }: RenderedLocation): { hook: BaseLocationHook; searchHook: () => string } {
  const hook: BaseLocationHook = () => [path, navigate as (to: string, ...args: unknown[]) => void];
  return { hook, searchHook: () => search };
}

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

/**
 * What every island root shares: one runtime (kernel, hooks, session, services, shell state),
 * the store's texts, and a router whose navigations start the full app.
 */
export function IslandProviders({
  runtime,
  navigate,
  serverLocation,
  onCommit,
  hydrating = false,
  children,
}: {
  runtime: AppRuntime;
  navigate: Navigate;
  serverLocation: RenderedLocation;
  onCommit: () => void;
  /** Hydrating the server's markup (not rendering anew): static parts keep theirs. */
  hydrating?: boolean;
  children: ReactNode;
}) {
  const { hook, searchHook } = islandLocation(navigate, serverLocation);
  return (
    <AppRuntimeContext.Provider value={runtime}>
      <InsideIslandContext.Provider value={true}>
        <IslandHydrationContext.Provider value={hydrating}>
          <FixedLocaleI18nProvider i18n={runtime.kernel.i18n}>
            <Router hook={hook} searchHook={searchHook}>
              {children}
              <Committed onCommit={onCommit} />
            </Router>
          </FixedLocaleI18nProvider>
        </IslandHydrationContext.Provider>
      </InsideIslandContext.Provider>
    </AppRuntimeContext.Provider>
  );
}
