import { useEffect, useId, useRef, useState } from 'react';
import { PROJECT_MAX_REPO_LINKS, REPO_LINK_MAX_LENGTH } from '#shared/projects.ts';
import { linkErrorKey } from '#web/features/projects/lib/project-form.ts';
import type { FieldErrors } from '#web/shared/lib/field-errors.ts';
import { Field } from '#web/shared/ui/field.tsx';
import { DeleteLinkDialog } from './delete-link-dialog';
import './projects.css';

/** One input row; the key keeps each input's identity when a row above it is removed. */
export interface LinkRow {
  key: number;
  value: string;
}

let nextRowKey = 0;
export const linkRow = (value = ''): LinkRow => ({ key: nextRowKey++, value });

interface RepoLinksFieldProps {
  rows: readonly LinkRow[];
  onRowsChange: (rows: LinkRow[]) => void;
  /** `repoLinks` for the whole list, `repoLinks.N` for row N. */
  errors: FieldErrors;
}

/**
 * The repository links as a list of inputs with Add link and a Remove button per row. Removing a
 * link asks to confirm; an empty row goes without asking, there is nothing to lose. Each row is a
 * Field whose label only screen readers read (the legend names the list), its Remove button beside
 * the input and its error under both.
 */
export function RepoLinksField({ rows, onRowsChange, errors }: RepoLinksFieldProps) {
  const legendId = useId();
  const [asking, setAsking] = useState<LinkRow>();
  const addButton = useRef<HTMLButtonElement>(null);
  // The removed row's button is gone: focus moves to Add link, once the dialog has closed.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    addButton.current?.focus();
    setRefocus(false);
  }, [refocus]);

  const remove = (key: number) => {
    onRowsChange(rows.filter((row) => row.key !== key));
    setRefocus(true);
  };

  return (
    <fieldset className="repo-links" aria-describedby={`${legendId}-hint`}>
      <legend id={legendId}>
        Repository links <span className="field__optional">(optional)</span>
      </legend>
      <p id={`${legendId}-hint`} className="field__hint">
        Addresses starting with http:// or https://. Empty rows are left out when you save.
      </p>
      {errors.repoLinks && <p className="field__error">{errors.repoLinks}</p>}
      {rows.length > 0 && (
        <ol className="repo-links__list">
          {rows.map((row, index) => (
            <li key={row.key} className="repo-links__row">
              <Field label={`Repository link ${index + 1}`} error={errors[linkErrorKey(index)]} layout="hidden-label">
                {(control) => (
                  <>
                    <input
                      {...control}
                      className="field__input"
                      type="url"
                      inputMode="url"
                      autoComplete="off"
                      maxLength={REPO_LINK_MAX_LENGTH}
                      placeholder="https://github.com/…"
                      value={row.value}
                      onChange={(event) =>
                        onRowsChange(
                          rows.map((candidate) =>
                            candidate.key === row.key ? { ...candidate, value: event.target.value } : candidate,
                          ),
                        )
                      }
                    />
                    <button
                      className="button button--secondary"
                      type="button"
                      aria-label={`Remove repository link ${index + 1}`}
                      onClick={() => (row.value.trim() === '' ? remove(row.key) : setAsking(row))}
                    >
                      Remove
                    </button>
                  </>
                )}
              </Field>
            </li>
          ))}
        </ol>
      )}
      <div>
        <button
          ref={addButton}
          className="button button--secondary"
          type="button"
          disabled={rows.length >= PROJECT_MAX_REPO_LINKS}
          onClick={() => onRowsChange([...rows, linkRow()])}
        >
          Add link
        </button>
      </div>
      <DeleteLinkDialog
        link={asking?.value}
        onConfirm={() => {
          if (asking) remove(asking.key);
          setAsking(undefined);
        }}
        onCancel={() => setAsking(undefined)}
      />
    </fieldset>
  );
}
