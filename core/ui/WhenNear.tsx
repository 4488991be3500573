import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once their place comes near the viewport, so that what sits below the fold
 * (a product page's related products, recently viewed) loads its code and data only when the
 * shopper scrolls towards it. `minHeight` keeps the place from collapsing meanwhile.
 */
export function WhenNear({ children, minHeight = 1, margin = '400px' }: { children: ReactNode; minHeight?: number; margin?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Nothing tells where the viewport is: show it, right after this render.
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? <>{children}</> : <div ref={place} style={{ minHeight }} aria-hidden="true" />;
}
