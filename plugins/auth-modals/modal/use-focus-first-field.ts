import { useEffect, useRef } from 'react';

/**
 * When one form replaces the other inside an open modal, the control that switched them is gone:
 * the keyboard continues in the new form's first field instead of falling back to the page.
 */
export function useFocusFirstField(takeFocus: boolean) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (takeFocus) form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [takeFocus]);
  return form;
}
