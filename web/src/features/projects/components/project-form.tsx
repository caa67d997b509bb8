import { type FormEvent, useRef, useState } from 'react';
import type { RouteBody } from '#shared/contract/route-types.ts';
import type { MediaCover } from '#shared/media.ts';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_STATUS_LABELS,
  PROJECT_VISIBILITY_LABELS,
  type Project,
} from '#shared/projects.ts';
import { refreshProjectLists } from '#web/features/projects/api/list-projects.ts';
import { checkProjectForm, type ProjectFormValues, sentFieldErrors } from '#web/features/projects/lib/project-form.ts';
import { useLocalCopy } from '#web/shared/lib/local-copy.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { useUnsavedChangesWarning } from '#web/shared/lib/use-unsaved-changes-warning.ts';
import type { CoverControl } from '#web/shared/ui/cover-image.tsx';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { LocalCopyOffer } from '#web/shared/ui/local-copy-offer.tsx';
import { MarkdownTextField, type MarkdownTools } from '#web/shared/ui/markdown-text-field.tsx';
import { optionsOf, SelectField } from '#web/shared/ui/select-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { type LinkRow, linkRow, RepoLinksField } from './repo-links-field';
import './projects.css';

/** The fields' labels, also for naming a field in a server's message. */
const LABELS = {
  name: 'Name',
  description: 'Description',
  startDate: 'Start date',
  endDate: 'End date',
  budget: 'Budget',
  visibility: 'Visibility',
  status: 'Status',
  repoLinks: 'Repository links',
  coverImageId: 'Cover image',
};

interface ProjectFormProps {
  initialValues: ProjectFormValues;
  initialLinks: readonly string[];
  submitLabel: string;
  /** Sends the checked body; the answer is the saved project. */
  save: (input: RouteBody<'POST /projects'>) => Promise<Project>;
  /** After a save: usually the project's page. */
  onSaved: (project: Project) => void;
  /** The cover the project has. */
  initialCover?: MediaCover;
  /** The "Cover image" field (upload, remove, preview); no cover field when left out. */
  coverField?: CoverControl;
  /** Buttons under the description that add to its markdown ("Insert image"). */
  descriptionTools?: MarkdownTools;
  /** Where this browser keeps the unsaved text: `project:<id>`, or `project:new`. */
  localCopyKey: string;
  /** When the server last saved the project (none for a new one): an older kept copy is not offered. */
  savedAt?: string;
}

/** What the browser keeps of an unsaved project form: the text fields and the link rows. */
interface KeptProject {
  values: ProjectFormValues;
  links: string[];
}

/**
 * The add and edit form of a project: every field of a project with the shared schema's checks next
 * to each field, the repository links as rows, the cover image, and the server's own field errors
 * when it refuses.
 */
export function ProjectForm({
  initialValues,
  initialLinks,
  submitLabel,
  save,
  onSaved,
  initialCover,
  coverField,
  descriptionTools,
  localCopyKey,
  savedAt,
}: ProjectFormProps) {
  const { values, setValues, errors, setErrors, field } = useFormFields<ProjectFormValues>(initialValues);
  const [cover, setCover] = useState(initialCover);
  const [rows, setRows] = useState<LinkRow[]>(() => initialLinks.map((link) => linkRow(link)));
  // Saved, and about to open the project: nothing is unsaved any more.
  const [saved, setSaved] = useState(false);
  const [server] = useState<{ value: KeptProject; savedAt?: string }>(() => ({
    value: { values: initialValues, links: [...initialLinks] },
    savedAt,
  }));
  const kept: KeptProject = { values, links: rows.map((row) => row.value) };
  const dirty = !saved && (JSON.stringify(kept) !== JSON.stringify(server.value) || cover?.id !== initialCover?.id);
  const localCopy = useLocalCopy(localCopyKey, kept, { dirty, server });
  useUnsavedChangesWarning(dirty);

  function restore() {
    const taken = localCopy.accept();
    if (!taken) return;
    setValues(taken.values);
    setRows(taken.links.map((link) => linkRow(link)));
  }
  // The rows the last request's links came from: the server's `repoLinks.N` is the Nth link sent.
  const sentRows = useRef<readonly number[]>([]);
  const { submitting, outcome, setOutcome, sendChecked } = useFormSubmission({
    setErrors: (next) => setErrors(sentFieldErrors(next, sentRows.current)),
    labels: LABELS,
    failure: 'The project was not saved.',
  });

  function changeRows(next: LinkRow[]) {
    setRows(next);
    // Row numbers shift when one is removed: the link errors no longer point at the right rows.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('repoLinks'))));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkProjectForm(
      values,
      rows.map((row) => row.value),
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      setOutcome({ tone: 'error', message: 'Please correct the marked fields.' });
      return;
    }
    sentRows.current = checked.sentRows;
    // Without a cover `coverImageId` is left out, which removes the one the project had.
    await sendChecked(
      { ok: true, data: { ...checked.input, ...(cover ? { coverImageId: cover.id } : {}) } },
      async (input) => {
        const project = await save(input);
        localCopy.clear();
        setSaved(true);
        void refreshProjectLists();
        onSaved(project);
      },
      { leavesForm: true },
    );
  }

  return (
    <form className="form project-form" noValidate onSubmit={submit} aria-busy={submitting}>
      <LocalCopyOffer offer={localCopy.offer} onRestore={restore} onDiscard={localCopy.dismiss} />
      <FormOutcome outcome={outcome} />
      <TextField
        label={LABELS.name}
        required
        maxLength={PROJECT_NAME_MAX_LENGTH}
        autoComplete="off"
        {...field('name')}
      />
      <MarkdownTextField
        label={LABELS.description}
        rows={6}
        maxLength={PROJECT_DESCRIPTION_MAX_LENGTH}
        hint="Markdown: links, lists, emphasis and images."
        tools={descriptionTools}
        {...field('description')}
      />
      <div className="project-form__pair">
        <TextField label={LABELS.startDate} type="date" {...field('startDate')} />
        <TextField label={LABELS.endDate} type="date" {...field('endDate')} />
      </div>
      <TextField
        label={LABELS.budget}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        hint="A decimal amount with at most 2 decimals."
        {...field('budget')}
      />
      <div className="project-form__pair">
        <SelectField
          label={LABELS.visibility}
          options={optionsOf(PROJECT_VISIBILITY_LABELS)}
          required
          {...field('visibility')}
        />
        <SelectField label={LABELS.status} options={optionsOf(PROJECT_STATUS_LABELS)} required {...field('status')} />
      </div>
      <RepoLinksField rows={rows} onRowsChange={changeRows} errors={errors} />
      {coverField?.({ cover, onChange: setCover, error: errors.coverImageId })}
      <div className="form__actions">
        <SubmitButton busy={submitting} label={submitLabel} busyLabel="Saving…" />
      </div>
    </form>
  );
}
