import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { Alert } from './alert';
import { ModalDialog } from './modal-dialog';

export interface ConfirmAction {
  label: string;
  /** The button's label while the action runs, e.g. "Deleting…". */
  pendingLabel: string;
  /** `danger` (the default) for what cannot be undone. */
  tone?: 'danger' | 'secondary';
  /** What the action does, shown under its button: for a dialog that offers more than one. */
  description?: ReactNode;
  /**
   * Runs on confirm. A throw shows its message (`describeError`) and keeps the dialog open;
   * `false` keeps it open without a message (a field of the dialog shows the problem).
   */
  run: () => unknown;
  /** This action's failure as a sentence, instead of the dialog's `describeError`. */
  describeError?: (error: unknown) => string;
}

/**
 * The running half of a confirmation: `run` marks it pending, and a throw becomes `failure` (a
 * sentence, `describeError` of the error). It resolves true when the action went through.
 */
export function useConfirmAction(describeError: (error: unknown) => string = describeFailure) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function run(action: ConfirmAction['run'], describe = describeError): Promise<boolean> {
    setPending(true);
    setFailure(undefined);
    try {
      return (await action()) !== false;
    } catch (error) {
      setFailure(describe(error));
      return false;
    } finally {
      setPending(false);
    }
  }

  return { pending, failure, run, clearFailure: () => setFailure(undefined) };
}

export interface ConfirmDialogProps {
  open: boolean;
  /** Called for Cancel, Escape, and after an action went through. */
  onClose: () => void;
  title: string;
  /** The question: what the action changes (unless the actions' descriptions say it). */
  children?: ReactNode;
  actions: readonly ConfirmAction[];
  describeError?: (error: unknown) => string;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A narrow modal that asks before an action: the question, the action button(s) and Cancel (which
 * has the first focus, so Enter does not destroy anything). While an action runs every action
 * button is disabled and the running one says so; its failure is shown in the dialog (role=alert),
 * which stays open; success closes it, and focus goes back to where it came from.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  actions,
  describeError,
  returnFocusTo,
}: ConfirmDialogProps) {
  const { pending, failure, run, clearFailure } = useConfirmAction(describeError);
  const [running, setRunning] = useState<string>();
  const described = actions.some((action) => action.description !== undefined);

  function close() {
    clearFailure();
    onClose();
  }

  async function choose(action: ConfirmAction) {
    setRunning(action.label);
    const done = await run(action.run, action.describeError);
    setRunning(undefined);
    if (done) close();
  }

  const buttonOf = (action: ConfirmAction, descriptionId?: string) => (
    <button
      key={action.label}
      className={`button button--${action.tone ?? 'danger'}`}
      type="button"
      aria-describedby={descriptionId}
      disabled={pending}
      onClick={() => void choose(action)}
    >
      {running === action.label ? action.pendingLabel : action.label}
    </button>
  );

  return (
    <ModalDialog open={open} onClose={close} title={title} size="narrow" returnFocusTo={returnFocusTo}>
      {failure && <Alert tone="error">{failure}</Alert>}
      {children}
      {described && actions.map((action) => <DescribedAction key={action.label} action={action} buttonOf={buttonOf} />)}
      <div className="modal__actions">
        {!described && actions.map((action) => buttonOf(action))}
        <button className="button button--secondary" type="button" data-autofocus onClick={close}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}

interface DescribedActionProps {
  action: ConfirmAction;
  buttonOf: (action: ConfirmAction, descriptionId: string) => ReactNode;
}

/** An action with what it does under it; the text describes the button. */
function DescribedAction({ action, buttonOf }: DescribedActionProps) {
  const descriptionId = useId();
  return (
    <div className="modal__choice">
      {buttonOf(action, descriptionId)}
      <p id={descriptionId}>{action.description}</p>
    </div>
  );
}

export interface ConfirmButtonProps extends Omit<ConfirmDialogProps, 'open' | 'onClose' | 'returnFocusTo'> {
  /** The opening button's content. */
  label: ReactNode;
  /** The opening button's classes: a danger button unless given. */
  className?: string;
  disabled?: boolean;
  'aria-label'?: string;
  onOpen?: () => void;
  /** After the dialog closed, whether by Cancel, Escape or an action that went through. */
  onClose?: () => void;
}

/** A button that asks first (a ConfirmDialog) and runs the chosen action; focus comes back to it. */
export function ConfirmButton({
  label,
  className = 'button button--danger',
  disabled,
  'aria-label': ariaLabel,
  onOpen,
  onClose,
  ...dialog
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        className={className}
        type="button"
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {label}
      </button>
      <ConfirmDialog
        {...dialog}
        open={open}
        returnFocusTo={buttonRef}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      />
    </>
  );
}
