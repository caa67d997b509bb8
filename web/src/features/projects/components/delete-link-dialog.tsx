import { ConfirmDialog } from '#web/shared/ui/confirm-button.tsx';

const DELETE_LINK_TITLE = 'Confirm Delete';
const DELETE_LINK_QUESTION = 'Are you sure you want to delete this repository link?';

interface DeleteLinkDialogProps {
  /** The link asked about; the dialog is open while there is one. */
  link: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting a filled repository link on the project edit page asks first, with Delete and Cancel. */
export function DeleteLinkDialog({ link, onConfirm, onCancel }: DeleteLinkDialogProps) {
  return (
    <ConfirmDialog
      open={link !== undefined}
      onClose={onCancel}
      title={DELETE_LINK_TITLE}
      actions={[{ label: 'Delete', pendingLabel: 'Deleting…', run: onConfirm }]}
    >
      <p>{DELETE_LINK_QUESTION}</p>
      <p className="repo-links__asked">
        <code>{link}</code>
      </p>
    </ConfirmDialog>
  );
}
