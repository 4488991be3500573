import { useEffect, useRef } from 'react';
import { Island } from '../../../core/kernel/Island.tsx';
import { Slot } from '../../app/Slot.tsx';

/**
 * The bottom of the window, shared: the layers fixed there (the cookie bar, the app banner) stack
 * in this one fixed column instead of covering each other, and its height is the shell's
 * --bottom-inset, which lifts the floating buttons (back to top, chat, help) and the page's end
 * above them. It comes right after the skip link, so that the cookie bar is the first thing the
 * keyboard reaches.
 */
export function BottomDock() {
  return (
    <Island name="shell:bottom-dock">
      <BottomDockContent />
    </Island>
  );
}

/** The dock without its island element: the island's root in the browser renders it so. */
export function BottomDockContent() {
  const dock = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dock.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.offsetHeight;
      if (height > 0) root.style.setProperty('--bottom-inset', `${height}px`);
      else root.style.removeProperty('--bottom-inset');
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-inset');
    };
  }, []);
  return (
    <div ref={dock} className="bottom-dock" data-testid="bottom-dock">
      <Slot name="bottom-dock" />
    </div>
  );
}
