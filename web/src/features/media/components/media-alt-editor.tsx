import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { MediaItem } from '#shared/media.ts';
import { updateMediaAlt } from '#web/features/media/api/media-api.ts';
import { altProblem } from '#web/features/media/lib/media-files.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { AltTextField } from './alt-text-field';
import './media.css';

interface MediaAltEditorProps {
  mediaId: string;
  alt: string;
  /** What the image is called in the button's accessible name ("Edit alt text of sunset.jpg"). */
  name: string;
  onSaved: (item: MediaItem) => void;
}

/**
 * The alt text of an uploaded image, with "Edit alt text": a field, Save and Cancel, saved at once
 * (`PATCH /media/{id}`). Buttons only, no form of its own: it may sit inside an editor's form, so
 * Enter in the field saves the alt text instead of submitting that form.
 */
export function MediaAltEditor({ mediaId, alt, name, onSaved }: MediaAltEditorProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(alt);
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const fieldName = `alt-${useId()}`;

  function stop() {
    setEditing(false);
    setProblem(undefined);
    setFailure(undefined);
    // The field and its buttons go: the focus goes back to the button that opened them.
    requestAnimationFrame(() => editButton.current?.focus());
  }

  async function save() {
    const found = altProblem(value);
    setProblem(found);
    if (found) return;
    setSaving(true);
    setFailure(undefined);
    try {
      onSaved(await updateMediaAlt(mediaId, value.trim()));
      stop();
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      stop();
    }
  }

  if (!editing) {
    return (
      <div className="media-alt">
        <p className="media-card__alt">{alt}</p>
        <button
          ref={editButton}
          className="button button--secondary"
          type="button"
          aria-label={`Edit alt text of ${name}`}
          onClick={() => {
            setValue(alt);
            setEditing(true);
          }}
        >
          Edit alt text
        </button>
      </div>
    );
  }
  return (
    <div className="media-alt-form" aria-busy={saving}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <AltTextField
        label={`Alt text of ${name}`}
        name={fieldName}
        value={value}
        onValueChange={setValue}
        error={problem}
        onKeyDown={onKeyDown}
        autoFocus
      />
      <div className="media-alt-form__actions">
        <button className="button" type="button" disabled={saving} onClick={() => void save()}>
          {saving ? 'Saving…' : 'Save alt text'}
        </button>
        <button className="button button--secondary" type="button" disabled={saving} onClick={stop}>
          Cancel
        </button>
      </div>
    </div>
  );
}
