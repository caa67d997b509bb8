import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { SitemapItem } from '#shared/blog.ts';
import { sitemapItemSchema } from '#shared/validation/blog.ts';
import { withoutBlankFields } from '#web/shared/lib/blank-fields.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { createSitemapItem } from '../api/create-sitemap-item';
import { nextSortOrder } from '../lib/reorder';

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
  const { submitting, sendChecked } = useFormSubmission(setErrors);
  const [failure, setFailure] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  // The form opens below the tree, often far below the button that asked for it: its first field
  // takes the focus and is scrolled into view, so neither keyboard nor eyes are left behind.
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLInputElement>('input');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const input = { ...withoutBlankFields(values), parentId, sortOrder: nextSortOrder(siblings) };
    await sendChecked(
      validate(sitemapItemSchema, input),
      async (checked) => onCreated(await createSitemapItem(checked)),
      { onFailure: (error) => setFailure(error instanceof Error ? error.message : 'The item was not added.') },
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
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField label="Title" required autoComplete="off" {...field('title')} />
      <TextField
        label="URL"
        required
        autoComplete="off"
        hint="A path of this site (/posts) or an http(s) address."
        {...field('url')}
      />
      <TextField label="Slug" autoComplete="off" hint="Made from the title when left empty." {...field('slug')} />
      <div className="form__actions">
        <button className="button" type="submit" disabled={submitting}>
          {submitting ? 'Adding…' : 'Add item'}
        </button>
        <button className="button button--secondary" type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
