import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';

export const DELETE_LINK_TITLE = 'Confirm Delete';
export const DELETE_LINK_QUESTION = 'Are you sure you want to delete this repository link?';

interface DeleteLinkDialogProps {
  /** The link asked about; the dialog is open while there is one. */
  link: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §2: deleting a repository link on the project edit page asks first, with Delete and Cancel. */
export function DeleteLinkDialog({ link, onConfirm, onCancel }: DeleteLinkDialogProps) {
  return (
    <ModalDialog open={link !== undefined} onClose={onCancel} title={DELETE_LINK_TITLE} size="narrow">
      <p>{DELETE_LINK_QUESTION}</p>
      <p className="repo-links__asked">
        <code>{link}</code>
      </p>
      <div className="modal__actions">
        <button className="button button--danger" type="button" onClick={onConfirm}>
          Delete
        </button>
        <button className="button button--secondary" type="button" data-autofocus onClick={onCancel}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
