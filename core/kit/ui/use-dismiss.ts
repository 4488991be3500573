import { useEffect, type RefObject } from 'react';

/** While `active`, a pointer down outside `root` or the Escape key calls `dismiss` (dropdowns, panels). */
export function useDismiss(active: boolean, root: RefObject<HTMLElement | null>, dismiss: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) dismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [active, root, dismiss]);
}
