import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons.tsx';

interface Props {
  open: boolean;
  title: string;
  className: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native <dialog> opened with showModal (focus trap, Escape, inert background) for the modal
 * container and the aside. Escape and a backdrop click ask the shell to close it.
 */
export function ShellDialog({ open, title, className, testId, onClose, children }: Props) {
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
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="dialog__body">
          <div className="dialog__head">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="icon-button" aria-label={t`Close`} onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
