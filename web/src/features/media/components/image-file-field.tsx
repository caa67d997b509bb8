import { IMAGE_ACCEPT, MAX_SIZE_TEXT } from '#web/features/media/lib/media-files.ts';
import { Field } from '#web/shared/ui/field.tsx';

interface ImageFileFieldProps {
  label: string;
  onFile: (file: File | undefined) => void;
  error?: string;
  disabled?: boolean;
  /** False for an optional image (a cover); true by default. */
  required?: boolean;
}

/** A file picker for one image of the accepted types. */
export function ImageFileField({ label, onFile, error, disabled, required = true }: ImageFileFieldProps) {
  return (
    <Field
      label={label}
      required={required}
      error={error}
      hint={`JPEG, PNG, WebP, AVIF or GIF, at most ${MAX_SIZE_TEXT}.`}
    >
      {(control) => (
        <input
          {...control}
          className="field__input"
          type="file"
          name="image"
          accept={IMAGE_ACCEPT}
          required={required}
          disabled={disabled}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      )}
    </Field>
  );
}
