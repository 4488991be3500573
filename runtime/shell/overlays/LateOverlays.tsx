import { useKernel } from '../../app/kernel-context.tsx';
import { Alerts } from './Alerts.tsx';
import { AsideHost } from './AsideHost.tsx';
import { BackToTop } from './BackToTop.tsx';
import { FadingOverlay } from './FadingOverlay.tsx';
import { ModalHost } from './ModalHost.tsx';
import { Spinner } from './Spinner.tsx';

/**
 * The overlays no first page shows: they render from the shell state, so they can arrive after
 * the first page without losing anything (a modal opened before them shows when they do).
 */
export default function LateOverlays() {
  const { store } = useKernel();
  return (
    <>
      <ModalHost />
      <AsideHost />
      <Alerts />
      {store.features.backToTop !== false && <BackToTop />}
      <Spinner />
      <FadingOverlay />
    </>
  );
}
