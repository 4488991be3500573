import { Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react';

interface PlaceOptions {
  /** Keeps the place from collapsing until the part is there. */
  minHeight?: number;
  /** The place's class, for a layout that places it (a grid cell). */
  className?: string;
}

function Place({ minHeight = 1, className, ref }: PlaceOptions & { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className={className} style={{ minHeight }} aria-hidden="true" />;
}

/**
 * Renders `children` once their place comes near the viewport, so that what sits below the fold
 * (a product page's related products, recently viewed, the footer's sign-up) loads its code and
 * data only when the shopper scrolls towards it. They wait for their code in a boundary of their
 * own that keeps the place meanwhile: suspending to the host's boundary would hide the host (the
 * whole footer), and the page would shrink under the shopper's finger.
 */
function WhenNear({ children, margin = '400px', ...place }: PlaceOptions & { children: ReactNode; margin?: string }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeRef.current;
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
  if (!near) return <Place ref={placeRef} {...place} />;
  return <Suspense fallback={<Place {...place} />}>{children}</Suspense>;
}

/** A part whose code and data load once its place nears the viewport. */
export function whenNear(Part: ComponentType, place: PlaceOptions = {}): ComponentType {
  return function NearPart() {
    return (
      <WhenNear {...place}>
        <Part />
      </WhenNear>
    );
  };
}
