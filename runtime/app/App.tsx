import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { startSession } from '../boot/start-session.ts';
import { PageLoading } from '../pages/PageLoading.tsx';
import { Header } from '../shell/Header.tsx';
import { BottomDock } from '../shell/overlays/BottomDock.tsx';
import { AppRuntimeContext, useAppRuntime, type AppRuntime } from './app-runtime.tsx';
import { useKernel } from './kernel-context.tsx';
import { PageOutlet } from './PageOutlet.tsx';
import { preloadOnIntent } from './preload-on-intent.ts';
import { preloadWhenIdle } from './preload-when-idle.ts';
import { PluginBoundary } from '../../core/kernel/PluginBoundary.tsx';
import { LatePart } from './late-parts.tsx';
import { ShellEffects } from './shell-effects.tsx';
import { FixedLocaleI18nProvider } from '../../core/i18n/FixedLocaleI18nProvider.tsx';
import { Slot } from './Slot.tsx';
import { UnavailableScreen } from './UnavailableScreen.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { showsUnavailableScreen } from '../boot/app-state.ts';
import { useRouteChange } from './use-route-change.ts';

/** The strips and banners above the header, in a landmark of their own (every part of the page is in one). */
function Announcements() {
  const { t } = useLingui();
  return (
    <section className="announcements" aria-label={t`Announcements`}>
      <Slot name="header.top" />
    </section>
  );
}

function Layout() {
  const kernel = useKernel();
  const { page } = useAppRuntime();
  const { ready } = useSnapshot(page);
  useRouteChange();
  useEffect(() => preloadOnIntent(kernel), [kernel]);
  useEffect(() => (ready ? preloadWhenIdle(kernel, page.pageType) : undefined), [kernel, page, ready]);
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <BottomDock />
      <ShellEffects />
      <Announcements />
      <PluginBoundary plugin="header" logger={kernel.logger}>
        <Header />
      </PluginBoundary>
      <main id="main" className="main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <LatePart part="footer" />
      <LatePart part="overlays" />
      <Slot name="overlays" />
    </>
  );
}

/** The shop window; on the server, `location` is the request's (the browser's is read by wouter). */
export function App({ runtime, location }: { runtime: AppRuntime; location?: { path: string; search: string } }) {
  const { status } = useSnapshot(runtime.app);
  useEffect(() => runtime.firstCommitted(), [runtime]);
  return (
    <AppRuntimeContext.Provider value={runtime}>
      <FixedLocaleI18nProvider i18n={runtime.kernel.i18n}>
        {status === 'booting' ? (
          <PageLoading />
        ) : status === 'ready' ? (
          <Router ssrPath={location?.path} ssrSearch={location?.search}>
            <Layout />
          </Router>
        ) : showsUnavailableScreen(status, runtime.kernel.store.offlineScreenHosts, typeof window === 'undefined' ? '' : window.location.hostname) ? (
          <UnavailableScreen retry={() => startSession(runtime)} />
        ) : (
          <OfflineNotice retry={() => startSession(runtime)} />
        )}
      </FixedLocaleI18nProvider>
    </AppRuntimeContext.Provider>
  );
}
