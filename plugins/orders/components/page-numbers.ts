/** A page number to show, or a gap standing for the pages left out. */
export type PageLink = number | 'gap';

/**
 * The page numbers of a pager: all of them when they are few (7 or fewer), else the first, the
 * last and the current one with its neighbours, a gap where pages are left out (never a gap that
 * hides a single page: that page is shown instead).
 */
export function pageNumbers(current: number, count: number): PageLink[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const shown = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  const sorted = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  sorted.forEach((page, index) => {
    const before = sorted[index - 1];
    if (before !== undefined && page - before === 2) links.push(before + 1);
    else if (before !== undefined && page - before > 2) links.push('gap');
    links.push(page);
  });
  return links;
}
