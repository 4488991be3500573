import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons.tsx';

interface Props {
  open: boolean;
  title: string;
  className: string;
  testId: string;
  onClose: () => void;
  /** False: no close button, Escape and the backdrop do nothing (default true). */
  dismissible?: boolean;
  children: ReactNode;
}

/**
 * A native <dialog> opened with showModal (focus trap, Escape, inert background) for the modal
 * container and the aside. Escape and a backdrop click ask the shell to close it, unless the
 * dialog is not dismissible.
 */
export function ShellDialog({ open, title, className, testId, onClose, dismissible = true, children }: Props) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onKeyDown={(event) => {
        // A cancelled Escape keydown is no close request at all (the browser's own would follow otherwise).
        if (!dismissible && event.key === 'Escape') event.preventDefault();
      }}
      onClose={() => {
        // The browser may close a modal dialog without a cancelable cancel event (a repeated
        // Escape): the shell state follows, or a dialog that must stay open comes back.
        const element = dialog.current;
        if (!open || !element || element.open) return;
        if (dismissible) onClose();
        else element.showModal();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="dialog__body">
          <div className="dialog__head">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {dismissible && (
              <button type="button" className="icon-button" aria-label={t`Close`} onClick={onClose}>
                <CloseIcon />
              </button>
            )}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
