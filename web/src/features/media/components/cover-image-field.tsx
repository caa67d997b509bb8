import { useState } from 'react';
import type { MediaItem, MediaPurpose } from '#shared/media.ts';
import { refreshMediaPages } from '#web/features/media/api/media-api.ts';
import { useImageUpload } from '#web/features/media/hooks/use-image-upload.ts';
import { altProblem, fileProblem } from '#web/features/media/lib/media-files.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { type CoverControlProps, CoverImage } from '#web/shared/ui/cover-image.tsx';
import { AltTextField } from './alt-text-field';
import { ImageFileField } from './image-file-field';
import { MediaAltEditor } from './media-alt-editor';
import { UploadStatus } from './upload-status';
import './media.css';

interface CoverImageFieldProps extends CoverControlProps {
  purpose: Extract<MediaPurpose, 'post' | 'project'>;
  /** The project a project's cover is uploaded for (none while the project is being created). */
  projectId?: string;
}

/** The cover an answer carries, from the item the upload made ready. */
function coverOf(item: MediaItem) {
  return item.width && item.height
    ? { id: item.id, alt: item.alt, width: item.width, height: item.height, sizes: item.sizes, url: item.url }
    : undefined;
}

/**
 * "Cover image" in a post's or project's form: the current cover (its 480 size) with Remove, and a
 * new image with its alt text, uploaded with its progress; once ready it is the form's cover, saved
 * with the form. Buttons only, no form of its own: it sits inside the editor's form.
 */
export function CoverImageField({ purpose, projectId, cover, onChange, error }: CoverImageFieldProps) {
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [problems, setProblems] = useState<{ file?: string; alt?: string }>({});
  // A new key empties the file input once its file is uploaded.
  const [picker, setPicker] = useState(0);
  const upload = useImageUpload();

  async function uploadCover() {
    const found = { file: file ? fileProblem(file) : 'Choose an image.', alt: altProblem(alt) };
    setProblems(found);
    if (!file || found.file || found.alt) return;
    const item = await upload.start(file, { alt: alt.trim(), purpose, projectId });
    const uploaded = item && coverOf(item);
    if (!uploaded) return;
    void refreshMediaPages();
    onChange(uploaded);
    setFile(undefined);
    setAlt('');
    setPicker((key) => key + 1);
  }

  return (
    <fieldset className="media-cover" aria-busy={upload.busy}>
      <legend>Cover image</legend>
      {cover ? (
        <div className="media-cover__current">
          <CoverImage cover={cover} variant="card" />
          <MediaAltEditor
            mediaId={cover.id}
            alt={cover.alt}
            name="the cover image"
            onSaved={(item) => {
              void refreshMediaPages();
              onChange({ ...cover, alt: item.alt });
            }}
          />
          <p className="field__hint">A new alt text is saved at once, for every page that shows this image.</p>
          <button className="button button--secondary" type="button" onClick={() => onChange(undefined)}>
            Remove cover image
          </button>
        </div>
      ) : (
        <p className="field__hint">No cover image. It is shown above the text, on the lists and in link previews.</p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <ImageFileField
        key={picker}
        label={cover ? 'New cover image' : 'Image'}
        required={false}
        onFile={setFile}
        error={problems.file}
        disabled={upload.busy}
      />
      <AltTextField name="coverAlt" value={alt} onValueChange={setAlt} error={problems.alt} readOnly={upload.busy} />
      <UploadStatus state={upload.state} />
      <div className="form__actions">
        <button
          className="button button--secondary"
          type="button"
          onClick={() => void uploadCover()}
          disabled={upload.busy}
        >
          {upload.busy ? 'Uploading…' : 'Upload cover image'}
        </button>
      </div>
    </fieldset>
  );
}
