import { Trans } from '@lingui/react/macro';
import { Suspense, use, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { RegisteredPage } from '../../core/kernel/kernel.ts';
import type { PageViewDetails } from '../../core/kernel/plugin.ts';
import type { PageResolution } from '../../core/routing/types.ts';
import { PageNotFoundError } from '../../core/routing/not-found.ts';
import { simpleAnchorId } from '../../core/routing/resolve.ts';
import { PageError } from '../pages/PageError.tsx';
import { PageLoading } from '../pages/PageLoading.tsx';
import { useAppRuntime } from './app-runtime.tsx';
import { useKernel } from './kernel-context.tsx';
import { Island } from '../../core/kernel/Island.tsx';
import { PluginBoundary } from '../../core/kernel/PluginBoundary.tsx';
import { preloadable } from '../../core/render/preloadable.tsx';
import { PluginProvider } from '../../core/kernel/use-plugin.tsx';
import { useRouteResolution } from './use-route-resolution.ts';
import { PAGE_CONTENT_MARK } from '../boot/hydration-marks.ts';

/** Most visits never see it: it loads when a page is not found (ahead of the render, when the server found nothing). */
export const NotFoundContent = preloadable(async () => ({ default: (await import('../pages/NotFoundPage.tsx')).NotFoundPage }));

function NotFoundPage({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFoundContent />
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
 * the page's Suspense): e2e tests wait for the flag, the benchmark reads the performance marks.
 */
function ReadyMark() {
  const runtime = useAppRuntime();
  useEffect(() => {
    if (performance.getEntriesByName(PAGE_CONTENT_MARK).length === 0) performance.mark(PAGE_CONTENT_MARK);
    runtime.firstPageReady();
  }, [runtime]);
  return null;
}

interface PageArgs {
  resolution: PageResolution;
  signal: AbortSignal;
  preloaded?: unknown;
}

/** Tells the shell and the plugins which page is on screen, once it is (its code loaded, rendered). */
function usePageShown({ resolution, signal }: PageArgs, registered: RegisteredPage | null) {
  const runtime = useAppRuntime();
  const { kernel } = runtime;
  const reported = useRef(false);
  const reportView = useCallback(
    (details: PageViewDetails) => {
      if (reported.current || signal.aborted) return;
      reported.current = true;
      const { entityId, ...fields } = details;
      kernel.hooks.get('pageView').call({
        ...fields,
        pageType: resolution.pageType,
        path: resolution.path,
        search: resolution.search,
        entityId: entityId ?? resolution.entityId,
        metadata: resolution.metadata,
      });
    },
    [kernel, resolution, signal],
  );
  useEffect(() => {
    runtime.pageShown(resolution);
    if (!registered?.reportsOwnView) reportView({});
    followAnchor();
  }, [runtime, registered, reportView, resolution]);
  return reportView;
}

function RegisteredPageView({ registered, ...args }: PageArgs & { registered: RegisteredPage }) {
  const reportView = usePageShown(args, registered);
  // Its code may be there already (the server's page, or one visited before): then no Suspense.
  // Chosen once: a later render that swapped the lazy wrapper for the loaded component would hand
  // React a new component type, and it would mount the page again, dropping what the shopper typed.
  const Page = useMemo(() => registered.loaded?.default ?? registered.component, [registered]);
  const kernel = useKernel();
  return (
    // The page's components read their plugin's context with usePlugin().
    <PluginProvider context={kernel.contextFor(registered.plugin)}>
      <Page resolution={args.resolution} signal={args.signal} reportView={reportView} preloaded={args.preloaded} />
    </PluginProvider>
  );
}

/** A page type whose plugin failed to load or set up. */
function MissingPage(args: PageArgs) {
  usePageShown(args, null);
  return <PageError />;
}

/**
 * The page a plugin registered for the type. A page type no first-page plugin registered may
 * belong to a deferred one (the account pages, content pages): this waits for those inside the
 * page's Suspense, so that a server-rendered page stays on screen while they load.
 */
function PageContent(args: PageArgs) {
  const { kernel, deferredPlugins } = useAppRuntime();
  const { pageType } = args.resolution;
  if (!kernel.pages.has(pageType) && !kernel.deferred.state.settled) use(deferredPlugins());
  const registered = kernel.pages.get(pageType);
  return registered ? <RegisteredPageView registered={registered} {...args} /> : <MissingPage {...args} />;
}

function ResolvedPage(args: PageArgs) {
  const kernel = useKernel();
  const { resolution } = args;
  // Each page names itself (ctx.shell.setTitle); one that does not shows the shop name alone.
  useEffect(() => () => kernel.shell.setTitle(null), [kernel]);

  if (resolution.pageType === 'not_found') return <NotFoundView {...args} />;
  return (
    <PluginBoundary
      // Looked up when the page fails, not subscribed to: a render when the deferred plugins arrive
      // would reach a server page still waiting for its plugin, and React would drop its markup.
      plugin={() => kernel.pages.get(resolution.pageType)?.plugin ?? 'shell'}
      logger={kernel.logger}
      fallback={<PageError />}
      expected={(error) => (error instanceof PageNotFoundError ? <NotFoundPage /> : undefined)}
    >
      <Suspense fallback={<PageLoading />}>
        <PageContent {...args} />
        <ReadyMark />
      </Suspense>
    </PluginBoundary>
  );
}

/** The shell's not-found page (the /404 target, or what the server found missing). */
function NotFoundView(args: PageArgs) {
  usePageShown(args, null);
  return (
    <NotFoundPage>
      <ReadyMark />
    </NotFoundPage>
  );
}

/** The page area: resolves the location, then shows the page a plugin registered for its type. */
export function PageOutlet() {
  return (
    <Island name="page">
      <PageArea />
    </Island>
  );
}

/** The page area without its island element: the island's root in the browser renders it so. */
export function PageArea() {
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
  const { resolution, signal, preloaded } = state;
  return <ResolvedPage key={`${resolution.path}${resolution.search}`} resolution={resolution} signal={signal} preloaded={preloaded} />;
}
