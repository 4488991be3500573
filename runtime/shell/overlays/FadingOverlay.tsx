import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useKernel } from '../../app/kernel-context.tsx';

/** Spec 02 section 9: fading close delay. */
export const FADING_CLOSE_DELAY_MS = 500;

/** Dims the page (search mode, open menus); closes on click, or 500 ms after mouse-enter when asked. */
export function FadingOverlay() {
  const kernel = useKernel();
  const { fading } = useSnapshot(kernel.shell.state);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), [fading.active]);
  if (!fading.active) return null;
  return (
    <div
      className="fading"
      data-testid="fading"
      aria-hidden="true"
      onClick={() => kernel.shell.setFading(false)}
      onMouseEnter={() => {
        if (!fading.closeOnMouseOut) return;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => kernel.shell.setFading(false), FADING_CLOSE_DELAY_MS);
      }}
    />
  );
}
