import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import './modal-dialog.css';

interface ModalDialogProps {
  open: boolean;
  /** Called for Escape and for the dialog's own close buttons. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** `narrow` (450 px) is for confirmations; `large` fits a chart. */
  size?: 'narrow' | 'wide' | 'large';
  /**
   * Where focus goes when the dialog closes if the element that opened it is gone (or nothing had
   * the focus then, as after a click on a button in Safari).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A modal on the native <dialog>: the rest of the page is inert while it is open (focus stays
 * inside), Escape closes it, and focus returns to the element that opened it when it closes, also
 * when the dialog is unmounted open (the browser restores focus only on `close()`). Focus starts on
 * the element marked `data-autofocus` (e.g. Cancel in a destructive dialog), else the first control.
 */
export function ModalDialog({ open, onClose, title, children, size = 'wide', returnFocusTo }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnRef = useRef(returnFocusTo);
  returnRef.current = returnFocusTo;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const target = opener?.isConnected ? opener : returnRef.current?.current;
      if (target?.isConnected) target.focus();
    };
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
