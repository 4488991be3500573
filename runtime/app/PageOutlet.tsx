import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { PageViewDetails } from '../../core/kernel/plugin.ts';
import type { PageResolution } from '../../core/routing/types.ts';
import { PageNotFoundError } from '../../core/routing/not-found.ts';
import { simpleAnchorId } from '../../core/routing/resolve.ts';
import { PageError } from '../pages/PageError.tsx';
import { PageLoading } from '../pages/PageLoading.tsx';
import { currentPage } from './current-page.ts';
import { useKernel } from './kernel-context.tsx';
import { PluginBoundary } from '../../core/kernel/PluginBoundary.tsx';
import { useRouteResolution } from './use-route-resolution.ts';

// Most visits never see it: it loads when a page is not found.
const LazyNotFoundPage = lazy(async () => ({ default: (await import('../pages/NotFoundPage.tsx')).NotFoundPage }));

function NotFoundPage({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyNotFoundPage />
      {children}
    </Suspense>
  );
}

/** Spec 01 section 2: follow a simple-id hash once the page has rendered it. */
function followAnchor(): void {
  const id = simpleAnchorId(window.location.hash);
  if (!id) return;
  let frames = 0;
  const tryScroll = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView();
    // The target may be in a part that renders later (the deferred footer): look for ~2 s.
    else if (++frames < 120) requestAnimationFrame(tryScroll);
  };
  requestAnimationFrame(tryScroll);
}

/**
 * Marks the first page on screen, once its code has loaded (it commits with the page, inside
 * the page's Suspense): e2e tests wait for the flag, the benchmark reads the performance mark.
 */
function ReadyMark() {
  useEffect(() => {
    if (document.documentElement.dataset.summitReady === 'true') return;
    document.documentElement.dataset.summitReady = 'true';
    performance.mark('summit-ready');
    currentPage.ready = true;
  }, []);
  return null;
}

function ResolvedPage({ resolution, signal }: { resolution: PageResolution; signal: AbortSignal }) {
  const kernel = useKernel();
  const registered = kernel.pages.get(resolution.pageType);
  const reported = useRef(false);
  // A page type no first-page plugin registered may belong to a deferred one (the account
  // pages): load those now and wait.
  const { settled } = useSnapshot(kernel.deferred.state);
  const waiting = !registered && !settled && resolution.pageType !== 'not_found';

  const reportView = useCallback(
    (details: PageViewDetails) => {
      if (reported.current || signal.aborted) return;
      reported.current = true;
      kernel.hooks.get('pageView').call({
        pageType: resolution.pageType,
        path: resolution.path,
        search: resolution.search,
        entityId: details.entityId ?? resolution.entityId,
        registerModalDisabled: resolution.registerModalDisabled,
        metadata: resolution.metadata,
        ...(details.product ? { product: details.product } : {}),
        ...(details.category ? { category: details.category } : {}),
        ...(details.searchResults ? { searchResults: details.searchResults } : {}),
      });
    },
    [kernel, resolution, signal],
  );

  useEffect(() => {
    if (waiting) {
      void kernel.deferred.load();
      return;
    }
    document.documentElement.dataset.pageType = resolution.pageType;
    currentPage.pageType = resolution.pageType;
    currentPage.layout = resolution.layout;
    if (!registered?.reportsOwnView) reportView({});
    followAnchor();
  }, [kernel, waiting, registered, reportView, resolution.pageType, resolution.layout]);
  // Each page names itself (ctx.shell.setTitle); one that does not shows the shop name alone.
  useEffect(() => () => kernel.shell.setTitle(null), [kernel]);

  if (waiting) return <PageLoading />;
  if (!registered) {
    // The shell's not-found page, or a page type whose plugin failed to load or set up.
    return (
      <>
        {resolution.pageType === 'not_found' ? (
          <NotFoundPage>
            <ReadyMark />
          </NotFoundPage>
        ) : (
          <>
            <PageError />
            <ReadyMark />
          </>
        )}
      </>
    );
  }
  const Page = registered.component;
  return (
    <PluginBoundary
      plugin={registered.plugin}
      logger={kernel.logger}
      fallback={<PageError />}
      expected={(error) => (error instanceof PageNotFoundError ? <NotFoundPage /> : undefined)}
    >
      <Suspense fallback={<PageLoading />}>
        <Page resolution={resolution} signal={signal} reportView={reportView} />
        <ReadyMark />
      </Suspense>
    </PluginBoundary>
  );
}

/** The page area: resolves the location, then shows the page a plugin registered for its type. */
export function PageOutlet() {
  const state = useRouteResolution();
  if (state.status === 'resolving') return <PageLoading />;
  if (state.status === 'error') {
    return (
      <PageError retry={state.retry}>
        <Trans>This page could not be loaded. Check your connection and try again.</Trans>
      </PageError>
    );
  }
  // A new key per resolution: a page never keeps the state of the previous one.
  const { resolution, signal } = state;
  return <ResolvedPage key={`${resolution.path}${resolution.search}`} resolution={resolution} signal={signal} />;
}
