import type { Kernel } from '../../core/kernel/kernel.ts';
import type { RouteTable } from '../../core/routing/route-table.ts';
import type { PageType } from '../../core/routing/types.ts';

/**
 * The page type a link leads to, when the route table alone can tell: a route of its own with a
 * page type. Paths the server looks up (categories, brands, content) and other sites give null.
 */
export function pageTypeOfLink(routes: RouteTable, href: string, here: URL, isPreviewHost: boolean): PageType | null {
  let target: URL;
  try {
    target = new URL(href, here);
  } catch {
    return null;
  }
  if (target.origin !== here.origin) return null;
  return routes.match(target.pathname, { isPreviewHost })?.route.pageType ?? null;
}

/**
 * Spec 01 section 2, most routes are preloaded: the code of the page a link leads to starts
 * loading when the shopper shows the intent to follow it (pointer over it, keyboard focus, a
 * touch), so the click finds it there. One listener for the whole document, whoever drew the link.
 */
export function preloadOnIntent(kernel: Pick<Kernel, 'routes' | 'pages' | 'store'>, doc: Document = document): () => void {
  const asked = new Set<PageType>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    const here = new URL(doc.location.href);
    const pageType = pageTypeOfLink(kernel.routes, link.getAttribute('href')!, here, kernel.store.previewHosts.includes(here.hostname));
    if (!pageType || asked.has(pageType)) return;
    const page = kernel.pages.get(pageType);
    if (!page || page.loaded) return;
    asked.add(pageType);
    // A failed download is the page's own business when it is visited; here it may be asked again.
    page.load().catch(() => asked.delete(pageType));
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) doc.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of events) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
