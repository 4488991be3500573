import { useEffect, type RefObject } from 'react';

/** The CSS variable the shell and plugins place things under the sticky header with. */
export const HEADER_OFFSET_VARIABLE = '--header-offset';

/**
 * Spec 02 section 9: the header offset is set from the header height. The header grows with
 * its navigation row and the window's width, so it is measured, not assumed: anchors land below
 * it and overlays start under it. Layout does not depend on it, so measuring moves nothing.
 */
export function useHeaderOffset(header: RefObject<HTMLElement | null>, root?: HTMLElement): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    // Read here, not as a default: the server renders the header too, and has no document.
    const target = root ?? document.documentElement;
    // Set only when it changes: each change restyles the whole page under the target.
    const apply = () => {
      const offset = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      if (target.style.getPropertyValue(HEADER_OFFSET_VARIABLE) !== offset) target.style.setProperty(HEADER_OFFSET_VARIABLE, offset);
    };
    if (typeof ResizeObserver === 'undefined') return apply();
    // The observer's first report comes with the next frame's layout: measuring now would force one.
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => observer.disconnect();
  }, [header, root]);
}
