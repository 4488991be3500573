import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { useKernel } from '../../app/kernel-context.tsx';
import { PluginBoundary } from '../../app/PluginBoundary.tsx';
import { CloseIcon } from '../icons.tsx';

/**
 * The modal container: a native <dialog> opened with showModal (focus trap, Escape, inert
 * background), sized by name. Only the active modal renders its content (spec 01 section 4).
 */
export function ModalHost() {
  const kernel = useKernel();
  const { t } = useLingui();
  const { modal } = useSnapshot(kernel.shell.state);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (modal && !element.open) element.showModal();
    if (!modal && element.open) element.close();
  }, [modal]);

  // Snapshot types make the component readonly; it is a ref'd component.
  const Content = modal?.component as ComponentType<{ close: () => void }> | undefined;
  return (
    <dialog
      ref={dialog}
      className={`modal${modal ? ` modal--${modal.size}` : ''}`}
      aria-labelledby={titleId}
      data-testid="modal"
      onCancel={(event) => {
        event.preventDefault();
        kernel.shell.closeModal();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === event.currentTarget) kernel.shell.closeModal();
      }}
    >
      {modal && Content && (
        <div className="modal__body">
          <div className="modal__head">
            <h2 id={titleId} className="modal__title">
              {modal.title}
            </h2>
            <button type="button" className="icon-button" aria-label={t`Close`} onClick={() => kernel.shell.closeModal()}>
              <CloseIcon />
            </button>
          </div>
          <PluginBoundary plugin={`modal:${modal.id}`} logger={kernel.logger}>
            <Content close={() => kernel.shell.closeModal()} />
          </PluginBoundary>
        </div>
      )}
    </dialog>
  );
}
