import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { COLLECTIONS, type CollectionId } from '#shared/content.ts';
import { createMarkdownSchema, MAX_FOLDER_DEPTH } from '#shared/validation/content.ts';
import {
  type CreatedMarkdownFile,
  createMarkdownFile,
} from '#web/features/create-markdown/api/create-markdown-file.ts';
import {
  folderPaths,
  folderRouteOf,
  formFieldErrors,
  type MarkdownFormValues,
  markdownRequestOf,
} from '#web/features/create-markdown/lib/markdown-form.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { refreshCollectionIndex, useCollectionIndex } from '#web/shared/api/collection-index.ts';
import { useLocalCopy } from '#web/shared/lib/local-copy.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { useUnsavedChangesWarning } from '#web/shared/lib/use-unsaved-changes-warning.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { FormOutcome } from '#web/shared/ui/form-outcome.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { LocalCopyOffer } from '#web/shared/ui/local-copy-offer.tsx';
import { PreviewButton, PreviewPanel, usePreviewToggle } from '#web/shared/ui/markdown-preview.tsx';
import { MarkdownTextField, type MarkdownTools } from '#web/shared/ui/markdown-text-field.tsx';
import { SelectField } from '#web/shared/ui/select-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import './create-markdown.css';

const COLLECTION_OPTIONS = COLLECTIONS.map((collection) => ({ value: collection.id, label: collection.title }));

const SAVE_FAILURE = 'The file could not be saved. Please try again.';

/** The fields' labels, also for naming a field in a server's message. */
const LABELS = {
  collection: 'Collection',
  folder: 'Folder',
  name: 'File name',
  description: 'Description',
  markdown: 'Markdown',
};

const EMPTY_FORM: MarkdownFormValues = { collection: 'tech-docs', folder: '', name: '', description: '', markdown: '' };

/** The browser's copy of a new document's fields not yet created (shared/lib/local-copy.ts). */
const LOCAL_COPY_KEY = 'document:new';

const sameValues = (a: MarkdownFormValues, b: MarkdownFormValues) =>
  (Object.keys(EMPTY_FORM) as Array<keyof MarkdownFormValues>).every((name) => a[name] === b[name]);

interface CreateMarkdownFormProps {
  /** The form's first values: a rejected document to change and send again. */
  initialValues?: MarkdownFormValues;
  /** After a document was created (published, or sent for review). */
  onCreated?: (file: CreatedMarkdownFile) => void;
  /** Tools under the markdown (Insert image, for those who may upload document images), composed by the page. */
  markdownTools?: MarkdownTools;
}

/**
 * A new markdown document in a collection: where it goes, its name, description and body. An
 * editor's or admin's document is published at once; a registered user's is sent for review.
 */
export function CreateMarkdownForm({ initialValues = EMPTY_FORM, onCreated, markdownTools }: CreateMarkdownFormProps) {
  const { values, setValues, setErrors, errors, field, setValue } = useFormFields(initialValues);
  // The values the form holds without anything typed: its first ones, then those of the document just created.
  const [untouched, setUntouched] = useState(initialValues);
  const dirty = !sameValues(values, untouched);
  const localCopy = useLocalCopy(LOCAL_COPY_KEY, values, { dirty, server: { value: initialValues } });
  // Nothing is kept on the server before Save, so there is nothing to send after signing in again:
  // the browser's copy keeps the fields meanwhile.
  useUnsavedChangesWarning(dirty);
  const { submitting, outcome, sendChecked } = useFormSubmission({
    setErrors: (next) => setErrors(formFieldErrors(next)),
    labels: LABELS,
    failure: (error) => (error instanceof ApiError ? error.message : SAVE_FAILURE),
  });
  const [created, setCreated] = useState<CreatedMarkdownFile>();
  const preview = usePreviewToggle();
  const collection = values.collection as CollectionId;
  const { data: index } = useCollectionIndex(collection);
  const foldersId = useId();
  const outcomeBox = useRef<HTMLDivElement>(null);

  // Save sits at the bottom of a long form: bring its outcome, shown at the top, into view.
  useEffect(() => {
    if (created || outcome) outcomeBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [created, outcome]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCreated(undefined);
    const checked = validate(createMarkdownSchema, markdownRequestOf(values));
    await sendChecked(checked.ok ? checked : { ok: false, errors: formFieldErrors(checked.errors) }, async (input) => {
      const file = await createMarkdownFile(input);
      if (file.status === 'published') await refreshCollectionIndex(input.collection as CollectionId);
      setCreated(file);
      setUntouched(values);
      localCopy.clear();
      onCreated?.(file);
    });
  }

  return (
    <form className="form create-markdown" noValidate onSubmit={submit} aria-busy={submitting}>
      <LocalCopyOffer
        offer={localCopy.offer}
        onRestore={() => {
          const kept = localCopy.accept();
          if (kept) setValues({ ...EMPTY_FORM, ...kept });
        }}
        onDiscard={localCopy.dismiss}
      />
      <div ref={outcomeBox} className="create-markdown__outcome">
        <FormOutcome outcome={outcome} />
        {created?.status === 'pending' && (
          <Alert tone="success">
            <p>Your document was sent for review.</p>
            <p>
              An editor reads it before it goes on the site, and you get an e-mail either way. Until then it is listed
              under “Your documents” below.
            </p>
          </Alert>
        )}
        {created?.status === 'published' && (
          <Alert tone="success">
            <p>The file was saved.</p>
            <p>
              <Link to={created.to}>Open the new document</Link> ·{' '}
              <Link to={folderRouteOf(created.to, created.collection)}>Open its folder in the docs</Link>
            </p>
          </Alert>
        )}
      </div>
      <SelectField
        label={LABELS.collection}
        name="collection"
        value={values.collection}
        options={COLLECTION_OPTIONS}
        required
        error={errors.collection}
        onValueChange={(value) => setValue('collection', value)}
      />
      <TextField
        label={LABELS.folder}
        autoComplete="off"
        list={foldersId}
        hint={`Folder names separated by “/”, e.g. guides/setup (up to ${MAX_FOLDER_DEPTH} levels; new folders are created). Leave empty for the top of the collection.`}
        {...field('folder')}
      />
      <datalist id={foldersId}>
        {folderPaths(index).map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
      <TextField
        label={LABELS.name}
        autoComplete="off"
        required
        hint="Lower-case letters, digits and single hyphens, without .md, e.g. getting-started."
        {...field('name')}
      />
      <TextField
        label={LABELS.description}
        autoComplete="off"
        hint="One line, shown in the docs table."
        {...field('description')}
      />
      <MarkdownTextField label={LABELS.markdown} required rows={16} tools={markdownTools} {...field('markdown')} />
      <div className="form__actions">
        <PreviewButton preview={preview} />
        <button className="button" type="submit" disabled={submitting}>
          Save
        </button>
      </div>
      <PreviewPanel preview={preview} markdown={values.markdown} label="Preview of the document" />
    </form>
  );
}
