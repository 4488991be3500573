import { useEffect, useRef, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Hands what the shopper typed into a server-rendered field before its code ran to the field's
 * state; the returned ref goes on the field. React hydrates a controlled field without reading
 * it: the field keeps showing their text while the state still holds the server's value, so a
 * search would ignore what is in its box. Only the first commit can differ; after it, React
 * keeps field and state in step.
 */
export function useTypedBeforeHydration<Element extends Field>(rendered: string, onValue: (value: string) => void): RefObject<Element | null> {
  const field = useRef<Element>(null);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== rendered) onValue(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first commit is the only one that hydrates
  }, []);
  return field;
}
