import { type FormEvent, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MediaPurpose } from '#shared/media.ts';
import { refreshMediaPages } from '#web/features/media/api/media-api.ts';
import { useImageUpload } from '#web/features/media/hooks/use-image-upload.ts';
import { altProblem, fileProblem, imageMarkdown } from '#web/features/media/lib/media-files.ts';
import { SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import type { InsertIntoMarkdown } from '#web/shared/ui/markdown-text-field.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { AltTextField } from './alt-text-field';
import { ImageFileField } from './image-file-field';
import { UploadStatus } from './upload-status';
import './media.css';

interface InsertImageButtonProps {
  purpose: Exclude<MediaPurpose, 'profile-picture'>;
  /** The project an image of purpose `project` belongs to. */
  projectId?: string;
  onInsert: InsertIntoMarkdown;
}

/**
 * "Insert image": a dialog that uploads one image with its alt text (required), shows the upload's
 * progress and the processing, and once the image is ready puts its markdown at the text's cursor.
 */
export function InsertImageButton({ purpose, projectId, onInsert }: InsertImageButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button className="button button--secondary" type="button" onClick={() => setOpen(true)}>
        Insert image
      </button>
      {/* In the body, not in the editor's form: a form cannot hold another. */}
      {open &&
        createPortal(
          <ModalDialog open onClose={() => setOpen(false)} title="Insert image">
            <InsertImageForm
              purpose={purpose}
              projectId={projectId}
              onDone={(snippet) => {
                onInsert(snippet);
                setOpen(false);
              }}
              onCancel={() => setOpen(false)}
            />
          </ModalDialog>,
          document.body,
        )}
    </>
  );
}

interface InsertImageFormProps extends Omit<InsertImageButtonProps, 'onInsert'> {
  onDone: (snippet: string) => void;
  onCancel: () => void;
}

/** The dialog's form: the image, its alt text, the upload's state. */
export function InsertImageForm({ purpose, projectId, onDone, onCancel }: InsertImageFormProps) {
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const upload = useImageUpload();

  async function submit(event: FormEvent<HTMLFormElement>) {
    // React passes events up through the portal: the editor's form must not see this submit.
    event.preventDefault();
    event.stopPropagation();
    const problems = { file: file ? fileProblem(file) : 'Choose an image.', alt: altProblem(alt) };
    setErrors(problems);
    if (!file || problems.file || problems.alt) return;
    const item = await upload.start(file, { alt: alt.trim(), purpose, projectId });
    if (!item) return;
    void refreshMediaPages();
    onDone(imageMarkdown(item));
  }

  return (
    <form className="form media-insert" noValidate onSubmit={submit} aria-busy={upload.busy}>
      <ImageFileField label="Image" onFile={setFile} error={errors.file} disabled={upload.busy} />
      <AltTextField name="alt" required value={alt} onValueChange={setAlt} error={errors.alt} readOnly={upload.busy} />
      <UploadStatus state={upload.state} />
      <div className="modal__actions">
        <SubmitButton busy={upload.busy} label="Upload and insert" busyLabel="Uploading…" />
        <button className="button button--secondary" type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
