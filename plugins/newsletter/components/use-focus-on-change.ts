import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves the focus to `target` when `value` changes after the first render: when what the
 * keyboard user just pressed goes away (Unsubscribe, Resubscribe), they continue from the outcome.
 */
export function useFocusOnChange(target: RefObject<HTMLElement | null>, value: unknown): void {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    target.current?.focus();
  }, [target, value]);
}
