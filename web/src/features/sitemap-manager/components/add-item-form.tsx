import { type FormEvent, useEffect, useRef } from 'react';
import type { SitemapItem } from '#shared/blog.ts';
import { sitemapItemSchema } from '#shared/validation/blog.ts';
import { createSitemapItem } from '#web/features/sitemap-manager/api/create-sitemap-item.ts';
import { nextSortOrder } from '#web/features/sitemap-manager/lib/reorder.ts';
import { withoutBlankFields } from '#web/shared/lib/blank-fields.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { useUnsavedChangesWarning } from '#web/shared/lib/use-unsaved-changes-warning.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';

/** The fields' labels, also for naming a field in a server's message. */
const LABELS = { title: 'Title', url: 'URL', slug: 'Slug' };

interface AddItemFormProps {
  /** null: a top-level item. */
  parentId: string | null;
  /** Names the form: `Add a child to Blog` or `Add a top-level item`. */
  label: string;
  siblings: readonly SitemapItem[];
  onCreated: (item: SitemapItem) => void;
  onCancel: () => void;
}

/** A new sitemap item below a parent, placed after its siblings; the slug is derived from the title unless given. */
export function AddItemForm({ parentId, label, siblings, onCreated, onCancel }: AddItemFormProps) {
  const { values, setErrors, field } = useFormFields({ title: '', url: '', slug: '' });
  const { submitting, outcome, sendChecked } = useFormSubmission({
    setErrors,
    labels: LABELS,
    failure: 'The item was not added.',
  });
  const formRef = useRef<HTMLFormElement>(null);
  // The manager closes the form once the item is created, so typed text here is never saved text.
  useUnsavedChangesWarning(Object.values(values).some((value) => value.trim() !== ''));

  // The form opens below the tree, often far below the button that asked for it: its first field
  // takes the focus and is scrolled into view, so neither keyboard nor eyes are left behind.
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLInputElement>('input');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { ...withoutBlankFields(values), parentId, sortOrder: nextSortOrder(siblings) };
    await sendChecked(validate(sitemapItemSchema, input), async (checked) =>
      onCreated(await createSitemapItem(checked)),
    );
  }

  return (
    <form
      ref={formRef}
      className="form sitemap-add"
      noValidate
      onSubmit={submit}
      aria-label={label}
      aria-busy={submitting}
    >
      <FormOutcome outcome={outcome} />
      <TextField label={LABELS.title} required autoComplete="off" {...field('title')} />
      <TextField
        label={LABELS.url}
        required
        autoComplete="off"
        hint="A path of this site (/posts) or an http(s) address."
        {...field('url')}
      />
      <TextField
        label={LABELS.slug}
        autoComplete="off"
        hint="Made from the title when left empty."
        {...field('slug')}
      />
      <div className="form__actions">
        <SubmitButton busy={submitting} label="Add item" busyLabel="Adding…" />
        <button className="button button--secondary" type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
