import type { Kernel } from '../../core/kernel/kernel.ts';
import type { PageType } from '../../core/routing/types.ts';
import { pageTypeOfLink } from './preload-on-intent.ts';

/** How many pages' code is fetched ahead of intent: the likeliest few, not the whole shop. */
export const IDLE_PRELOAD_LIMIT = 3;

type IdleScheduler = (run: () => void) => void;

const browserIdle: IdleScheduler = (run) =>
  window.requestIdleCallback ? window.requestIdleCallback(() => run(), { timeout: 5000 }) : window.setTimeout(run, 300);

/**
 * The page types the page's links lead to, most linked first: what the shopper is likeliest to
 * open next (a listing's products, the basket, the search). The page on screen is left out.
 */
export function likelyNextPages(kernel: Pick<Kernel, 'routes' | 'store'>, hrefs: readonly string[], here: URL, current: PageType | null): PageType[] {
  const isPreviewHost = kernel.store.previewHosts.includes(here.hostname);
  const counts = new Map<PageType, number>();
  for (const href of hrefs) {
    const pageType = pageTypeOfLink(kernel.routes, href, here, isPreviewHost);
    if (pageType && pageType !== current) counts.set(pageType, (counts.get(pageType) ?? 0) + 1);
  }
  // Stable: equally linked pages keep the order of their first link on the page.
  return [...counts].sort((a, b) => b[1] - a[1]).map(([pageType]) => pageType);
}

/**
 * Spec 01 section 2, most routes are preloaded: once the first page has settled, the code of the
 * likeliest next pages (those the page's content links to most) loads ahead of any intent, one page per idle period of the browser, so the
 * first page's main thread and network are left alone. Pages already loaded are skipped.
 */
export function preloadWhenIdle(
  kernel: Pick<Kernel, 'routes' | 'pages' | 'store'>,
  current: PageType | null,
  doc: Document = document,
  idle: IdleScheduler = browserIdle,
): () => void {
  let stopped = false;
  idle(() => {
    if (stopped) return;
    // The page's own links (a listing's products, a home page's sales), not the header's and the
    // footer's, the same on every page and preloaded on intent.
    const hrefs = [...doc.querySelectorAll('main a[href]')].map((link) => link.getAttribute('href')!);
    const queue = likelyNextPages(kernel, hrefs, new URL(doc.location.href), current)
      .filter((pageType) => {
        const page = kernel.pages.get(pageType);
        return page !== undefined && !page.loaded;
      })
      .slice(0, IDLE_PRELOAD_LIMIT);
    const next = () => {
      const pageType = queue.shift();
      if (stopped || !pageType) return;
      // A failed download is the page's own business when it is visited.
      void kernel.pages
        .get(pageType)!
        .load()
        .catch(() => undefined)
        .finally(() => idle(next));
    };
    next();
  });
  return () => {
    stopped = true;
  };
}
