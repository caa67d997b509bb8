import { type ReactNode, useEffect, useId, useRef } from 'react';
import './modal-dialog.css';

interface ModalDialogProps {
  open: boolean;
  /** Called for Escape and for the dialog's own close buttons. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** `narrow` is the 450 px of spec §9 (delete confirmations); `large` fits a chart. */
  size?: 'narrow' | 'wide' | 'large';
}

/**
 * A modal on the native <dialog>: the rest of the page is inert while it is open (focus stays
 * inside), Escape closes it, and focus returns to where it was when it closes. Focus starts on the
 * element marked `data-autofocus` (e.g. Cancel in a destructive dialog), else the first control.
 */
export function ModalDialog({ open, onClose, title, children, size = 'wide' }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {open && children}
    </dialog>
  );
}
