import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type RefObject } from 'react';

/**
 * A phone's add-to-basket bar: the product's name and price with the button, once the form's own
 * button has scrolled up out of view (an IntersectionObserver watches it). It sits under the
 * sticky header, away from the bottom of the screen where the cookie bar, the app banner, the
 * chat and back-to-top buttons are. Its button submits the form itself, so that the same checks
 * run (a missing size focuses the size select, which brings it back on screen).
 */
export function StickyAddBar({
  name,
  price,
  target,
  form,
}: {
  name: string;
  price: string | null;
  target: RefObject<HTMLElement | null>;
  form: RefObject<HTMLFormElement | null>;
}) {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setScrolledPast(!entry.isIntersecting && entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  return (
    <div className="sticky-buy" data-testid="sticky-add-bar" hidden={!scrolledPast}>
      <p className="sticky-buy__product">
        <span className="sticky-buy__name">{name}</span>
        {price && <strong className="sticky-buy__price">{price}</strong>}
      </p>
      <button type="button" className="button sticky-buy__button" onClick={() => form.current?.requestSubmit()}>
        <Trans>Add to basket</Trans>
      </button>
    </div>
  );
}
