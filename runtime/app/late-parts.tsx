import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { PluginBoundary } from '../../core/kernel/PluginBoundary.tsx';
import { useAppRuntime } from './app-runtime.tsx';

const Footer = lazy(() => import('../shell/footer/Footer.tsx'));
const LateOverlays = lazy(() => import('../shell/overlays/LateOverlays.tsx'));

/** The shell's parts that come after the first page, by the name their place carries. */
export const LATE_PARTS = {
  footer: <Footer />,
  overlays: <LateOverlays />,
} as const;

export type LatePartName = keyof typeof LATE_PARTS;

export const LATE_PART_ATTRIBUTE = 'data-late-part';

/**
 * Shell parts below the fold or not shown yet (footer, dialogs, alerts): their chunks load once
 * the first page is on screen and the browser is idle.
 */
export function AfterFirstPage({ part }: { part: LatePartName }) {
  const { kernel, page } = useAppRuntime();
  const { ready } = useSnapshot(page);
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    // As a transition: the footer alone is hundreds of elements, rendered in slices.
    idle(() => startTransition(() => setShow(true)));
  }, [ready]);
  if (!show) return null;
  return (
    <PluginBoundary plugin={part} logger={kernel.logger}>
      <Suspense fallback={null}>{LATE_PARTS[part]}</Suspense>
    </PluginBoundary>
  );
}

/**
 * The place of a late part: empty in the server's page; the app renders the part into it, and on
 * a page of islands the browser gives it a root of its own.
 */
export function LatePart({ part }: { part: LatePartName }) {
  return (
    <div className="late-part" {...{ [LATE_PART_ATTRIBUTE]: part }}>
      <AfterFirstPage part={part} />
    </div>
  );
}
