import { useEffect, useRef } from 'react';

/**
 * When one form replaces the other inside an open modal, the control that switched them is gone:
 * the keyboard continues in the new form's first field instead of falling back to the page.
 * `shown` names the form on screen: each new one takes the focus while `takeFocus` holds.
 */
export function useFocusFirstField(takeFocus: boolean, shown: string) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (takeFocus) form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [takeFocus, shown]);
  return form;
}
