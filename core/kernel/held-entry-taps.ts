import { useEffect, useRef, type RefObject } from 'react';

/** What a tap acts on that does nothing while an entry is the server's markup (links work as they are). */
const TAPPABLE = 'button, [role="button"], input, label, select, summary';

/** What the keyboard stops at: links too, since the entry's render replaces them as well. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Where the shopper was in the server's markup: the place of the control tapped and of the one focused. */
interface Held {
  tapped: number | null;
  focused: number | null;
}

/**
 * A deferred plugin's entry that the server rendered is markup alone until its plugin has loaded:
 * a tap on one of its buttons meanwhile (the cookie banner's "Accept all") would do nothing. The
 * tap is held, and made again once the entry renders, on its control at the same place: the
 * entry's render makes new elements, so the held element itself is gone by then. Focus moves to
 * the new control too, so that a dialog the tap opens returns it there when it closes.
 */
export function useTapsHeldUntilLive(element: RefObject<HTMLElement | null>, live: boolean): void {
  const held = useRef<Held>({ tapped: null, focused: null });
  useEffect(() => {
    const root = element.current;
    if (!root) return;
    const all = (selector: string) => [...root.querySelectorAll(selector)];
    const placeOf = (target: EventTarget | null, selector: string) => {
      const control = target instanceof Element ? target.closest(selector) : null;
      return control && root.contains(control) ? all(selector).indexOf(control) : null;
    };
    if (live) {
      const { tapped, focused } = held.current;
      held.current = { tapped: null, focused: null };
      const focusLost = !document.activeElement || document.activeElement === document.body;
      const toFocus = focused === null ? undefined : all(FOCUSABLE)[focused];
      if (focusLost && toFocus instanceof HTMLElement) toFocus.focus();
      const toTap = tapped === null ? undefined : all(TAPPABLE)[tapped];
      // After the entry's own effects (a dialog opened as a modal) have run.
      if (toTap instanceof HTMLElement) setTimeout(() => toTap.isConnected && toTap.click());
      return;
    }
    const hold = (event: MouseEvent) => {
      const place = placeOf(event.target, TAPPABLE);
      if (place === null) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.current.tapped = place;
    };
    const focusIn = (event: FocusEvent) => (held.current.focused = placeOf(event.target, FOCUSABLE));
    // Focus leaving with the markup itself (the entry rendering) is kept, and so is focus moving on
    // to the entry's next control (whose focusin came first); leaving it for elsewhere is not.
    const focusOut = (event: FocusEvent) => {
      const left = event.target;
      setTimeout(() => {
        const goneWithMarkup = left instanceof Element && !left.isConnected;
        if (!goneWithMarkup && !root.contains(document.activeElement)) held.current.focused = null;
      });
    };
    root.addEventListener('click', hold, true);
    root.addEventListener('focusin', focusIn);
    root.addEventListener('focusout', focusOut);
    return () => {
      root.removeEventListener('click', hold, true);
      root.removeEventListener('focusin', focusIn);
      root.removeEventListener('focusout', focusOut);
    };
  }, [element, live]);
}
