import { type FormEvent, useState } from 'react';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_STATUS_LABELS,
  PROJECT_VISIBILITY_LABELS,
  type Project,
  type ProjectInput,
} from '#shared/projects.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { optionsOf, SelectField } from '#web/shared/ui/select-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { refreshProjectLists } from '../api/list-projects';
import { checkProjectForm, type ProjectFormValues, serverFieldErrors } from '../lib/project-form';
import { type LinkRow, linkRow, RepoLinksField } from './repo-links-field';
import './projects.css';

interface ProjectFormProps {
  initialValues: ProjectFormValues;
  initialLinks: readonly string[];
  submitLabel: string;
  /** Sends the checked body; the answer is the saved project. */
  save: (input: ProjectInput) => Promise<Project>;
  /** After a save: usually the project's page. */
  onSaved: (project: Project) => void;
}

/**
 * The add and edit form of a project: every field of spec §7 with the shared schema's checks next
 * to each field, the repository links as rows, and the server's own field errors when it refuses.
 */
export function ProjectForm({ initialValues, initialLinks, submitLabel, save, onSaved }: ProjectFormProps) {
  const { values, errors, setErrors, field } = useFormFields<ProjectFormValues>(initialValues);
  const [rows, setRows] = useState<LinkRow[]>(() => initialLinks.map((link) => linkRow(link)));
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  function changeRows(next: LinkRow[]) {
    setRows(next);
    // Row numbers shift when one is removed: the link errors no longer point at the right rows.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('repoLinks'))));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const checked = checkProjectForm(
      values,
      rows.map((row) => row.value),
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure('Please correct the marked fields.');
      return;
    }
    setSubmitting(true);
    try {
      const saved = await save(checked.input);
      void refreshProjectLists();
      onSaved(saved);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The project was not saved.');
      if (error instanceof ApiError) setErrors(serverFieldErrors(error.body, checked.sentRows));
      setSubmitting(false);
    }
  }

  return (
    <form className="form project-form" noValidate onSubmit={submit} aria-busy={submitting}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField label="Name" required maxLength={PROJECT_NAME_MAX_LENGTH} autoComplete="off" {...field('name')} />
      <TextField label="Description" rows={4} maxLength={PROJECT_DESCRIPTION_MAX_LENGTH} {...field('description')} />
      <div className="project-form__pair">
        <TextField label="Start date" type="date" {...field('startDate')} />
        <TextField label="End date" type="date" {...field('endDate')} />
      </div>
      <TextField
        label="Budget"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        hint="A decimal amount with at most 2 decimals."
        {...field('budget')}
      />
      <div className="project-form__pair">
        <SelectField
          label="Visibility"
          options={optionsOf(PROJECT_VISIBILITY_LABELS)}
          required
          {...field('visibility')}
        />
        <SelectField label="Status" options={optionsOf(PROJECT_STATUS_LABELS)} required {...field('status')} />
      </div>
      <RepoLinksField rows={rows} onRowsChange={changeRows} errors={errors} />
      <div className="form__actions">
        <button className="button" type="submit" disabled={submitting}>
          {submitting ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
