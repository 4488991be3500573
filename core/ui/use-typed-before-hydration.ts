import { useEffect, type RefObject } from 'react';

/**
 * A text field the server rendered can be typed into before its code runs. Hydration leaves
 * the typed text on screen but not in the component's state, so a search would run for the
 * empty term the state still holds. Once mounted, the text on screen becomes the state.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, rendered: string, takeTyped: (typed: string) => void): void {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== rendered) takeTyped(typed);
    // Only what was typed before the first commit: every later keystroke reaches onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
