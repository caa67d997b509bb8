import { type FormEvent, useEffect, useState } from 'react';
import { type MediaItem, mediaUrl } from '#shared/media.ts';
import { useImageUpload } from '#web/features/media/hooks/use-image-upload.ts';
import { fileProblem } from '#web/features/media/lib/media-files.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { ImageFileField } from './image-file-field';
import { UploadStatus } from './upload-status';
import './media.css';

interface ProfilePictureUploadProps {
  /** The current uploaded picture, if any. */
  pictureId?: string;
  /** Whose picture it is, for its alt text. */
  name: string;
  /** The new picture is ready: it is the user's picture now, the previous one deleted. */
  onUploaded: (item: MediaItem) => void;
}

/** A picked file, shown before it is uploaded (an object URL, released when it is replaced or left). */
function usePreviewUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * The profile picture: the current one, a file to replace it with (previewed as picked), and its
 * upload with progress. The server names the picture ("Profile picture of …") and, once it is
 * ready, makes it the user's and deletes the previous one.
 */
export function ProfilePictureUpload({ pictureId, name, onUploaded }: ProfilePictureUploadProps) {
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [uploaded, setUploaded] = useState<string>();
  const preview = usePreviewUrl(file);
  const upload = useImageUpload();
  const shownId = uploaded ?? pictureId;

  function pick(picked: File | undefined) {
    setFile(picked);
    setUploaded(undefined);
    setProblem(picked ? fileProblem(picked) : undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setProblem('Choose an image.');
    if (fileProblem(file)) return;
    const item = await upload.start(file, { alt: '', purpose: 'profile-picture' });
    if (!item) return;
    setUploaded(item.id);
    setFile(undefined);
    onUploaded(item);
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={upload.busy}>
      <div className="media-picture">
        {preview ? (
          <img className="media-picture__preview" src={preview} alt={`${name}, as chosen (not uploaded yet)`} />
        ) : shownId ? (
          <img className="media-picture__preview" src={mediaUrl(shownId, 480)} alt={name} decoding="async" />
        ) : (
          <p className="field__hint">No picture uploaded yet.</p>
        )}
      </div>
      <ImageFileField label="New picture" onFile={pick} error={problem} disabled={upload.busy} />
      <UploadStatus state={upload.state} />
      {uploaded && <Alert tone="success">Your new picture is saved.</Alert>}
      <div className="form__actions">
        <SubmitButton busy={upload.busy} label="Upload picture" busyLabel="Uploading…" />
      </div>
    </form>
  );
}
