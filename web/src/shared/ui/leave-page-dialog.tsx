import { ModalDialog } from './modal-dialog';

/** "Leave this page?" before a navigation leaves a form with unsaved changes (navigation-guard.tsx). */
export function LeavePageDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  return (
    <ModalDialog open onClose={onStay} title="Leave this page?" size="narrow">
      <p>Your changes have not been saved.</p>
      <div className="modal__actions">
        <button className="button button--danger" type="button" onClick={onLeave}>
          Leave
        </button>
        <button className="button button--secondary" type="button" data-autofocus onClick={onStay}>
          Stay
        </button>
      </div>
    </ModalDialog>
  );
}
