import { useEffect, useRef, useState } from 'react';

/** Where the shopper was in the filters when a change sent them to the listing's new address. */
export interface FilterChange {
  path: string;
  /** The phone's filters panel was open. */
  open: boolean;
  /** The control that changed, found again by its name and value. */
  field?: { name: string; value: string };
}

/**
 * A filter change is a new address, and a new address is a new page (the outlet gives each its
 * own state): the form comes back closed and without focus. The last change is kept here, in the
 * browser only (it is written by event handlers), so the new page's form opens its panel again
 * and puts focus back on the control that acted: a shopper ticks a second brand without
 * reopening the panel, and a keyboard user is not sent back to the top of the page.
 */
let lastChange: FilterChange | null = null;

export function useKeptAcrossFilterChange(path: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDetailsElement>(null);
  const [initiallyOpen] = useState(() => lastChange?.path === path && lastChange.open);
  useEffect(() => {
    const change = lastChange;
    lastChange = null;
    if (change?.path !== path || !change.field) return;
    const { name, value } = change.field;
    const control = [...(formRef.current?.elements ?? [])].find(
      (element): element is HTMLInputElement | HTMLSelectElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
        element.name === name &&
        (element instanceof HTMLSelectElement || element.value === value),
    );
    control?.focus({ preventScroll: true });
  }, [path]);
  return {
    formRef,
    panelRef,
    initiallyOpen,
    remember: (change: FilterChange) => {
      lastChange = change;
    },
  };
}
