import { useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * Renders `Component` once its place comes near the viewport: the footer's form, its texts and
 * the form validators load when the shopper scrolls towards the footer, not on every page view.
 */
export function loadWhenNear(Component: ComponentType): ComponentType {
  return function NearViewport() {
    const place = useRef<HTMLDivElement>(null);
    const [near, setNear] = useState(false);
    useEffect(() => {
      const element = place.current;
      if (near || !element) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: '400px 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [near]);
    return near ? <Component /> : <div ref={place} className="newsletter-signup-place" />;
  };
}
