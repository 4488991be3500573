import { useEffect, useRef, type RefObject } from 'react';

/**
 * After the shopper turns a page (the listing's page number changed and the new page is there),
 * the top of the list comes into view and focus moves to its heading: a screen-reader or keyboard
 * user starts reading the new page, not the footer the pager was above.
 */
export function useFocusOnPaging(section: RefObject<HTMLElement | null>, page: number, ready: boolean): void {
  const shownPage = useRef(page);
  useEffect(() => {
    if (!ready || shownPage.current === page) return;
    shownPage.current = page;
    const heading = section.current?.querySelector<HTMLElement>('h1, h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  }, [section, page, ready]);
}
