import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { useKernel } from '../../app/kernel-context.tsx';
import { PluginBoundary } from '../../app/PluginBoundary.tsx';
import { CloseIcon } from '../icons.tsx';

/** The side panel; it closes on every page change (the shell's route-change reset). */
export function AsideHost() {
  const kernel = useKernel();
  const { t } = useLingui();
  const { aside } = useSnapshot(kernel.shell.state);
  const panel = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (aside && !element.open) element.showModal();
    if (!aside && element.open) element.close();
  }, [aside]);

  // Snapshot types make the component readonly; it is a ref'd component.
  const Content = aside?.component as ComponentType<{ close: () => void }> | undefined;
  return (
    <dialog
      ref={panel}
      className={`aside${aside ? ` aside--${aside.kind}` : ''}`}
      aria-labelledby={titleId}
      data-testid="aside"
      onCancel={(event) => {
        event.preventDefault();
        kernel.shell.closeAside();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) kernel.shell.closeAside();
      }}
    >
      {aside && Content && (
        <div className="aside__body">
          <div className="aside__head">
            <h2 id={titleId}>{aside.title}</h2>
            <button type="button" className="icon-button" aria-label={t`Close`} onClick={() => kernel.shell.closeAside()}>
              <CloseIcon />
            </button>
          </div>
          <PluginBoundary plugin={`aside:${aside.kind}`} logger={kernel.logger}>
            <Content close={() => kernel.shell.closeAside()} />
          </PluginBoundary>
        </div>
      )}
    </dialog>
  );
}
