import { type FormEvent, useState } from 'react';
import { CHANGE_FREQUENCIES, type SitemapItem } from '#shared/blog.ts';
import { sitemapItemSchema } from '#shared/validation/blog.ts';
import { refreshBlogCache } from '#web/features/blog/api/blog-cache.ts';
import { createSitemapItem } from '#web/features/blog/api/create-sitemap-item.ts';
import { useAllSitemapItems } from '#web/features/blog/api/list-sitemap-items.ts';
import { updateSitemapItem } from '#web/features/blog/api/update-sitemap-item.ts';
import { useSlugSuggestion } from '#web/features/blog/hooks/use-slug-suggestion.ts';
import { saveFailureMessage, topLevelFieldErrors } from '#web/features/blog/lib/form-errors.ts';
import { parentOptions } from '#web/features/blog/lib/parent-options.ts';
import {
  type SitemapItemFormValues,
  sitemapItemFormValues,
  sitemapItemRequestOf,
} from '#web/features/blog/lib/sitemap-item-form.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { type Outcome, useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { useUnsavedChangesWarning } from '#web/shared/lib/use-unsaved-changes-warning.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { SelectField } from '#web/shared/ui/select-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { CreatedNotice, useCreatedItems } from './created-notice';
import { ParentField } from './parent-field';
import { SlugFields } from './slug-fields';
import './blog.css';

/** The fields' labels, also for naming a field in a server's message. */
const LABELS = {
  title: 'Title',
  slug: 'Slug',
  url: 'URL',
  description: 'Description',
  parentId: 'Parent item',
  sortOrder: 'Sort order',
  changeFrequency: 'Change frequency',
  priority: 'Priority',
};

interface SitemapItemFieldsProps {
  item?: SitemapItem;
  /** What the last save did, kept by the page: a save renews these fields. */
  saved?: Outcome;
  onSaved: (item: SitemapItem) => void;
}

function SitemapItemFields({ item, saved, onSaved }: SitemapItemFieldsProps) {
  const { values, setValue, setErrors, field } = useFormFields<SitemapItemFormValues>(sitemapItemFormValues(item));
  const { submitting, outcome, sendChecked } = useFormSubmission({
    setErrors: (next) => setErrors(topLevelFieldErrors(next)),
    labels: LABELS,
    failure: (error) => saveFailureMessage(error, 'The sitemap item could not be saved.'),
  });
  const slug = useSlugSuggestion(setValue, { source: 'title', slug: 'slug' }, item?.slug);
  const { data: items, error: itemsError, isLoading } = useAllSitemapItems();
  const parents = parentOptions(items ?? [], (other) => other.title, item?.id);
  // A save renews the fields (the form's key names the saved version), so they differ from the item only before it.
  useUnsavedChangesWarning(JSON.stringify(values) !== JSON.stringify(sitemapItemFormValues(item)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendChecked(validate(sitemapItemSchema, sitemapItemRequestOf(values, item?.version)), async (input) => {
      const saved = item ? await updateSitemapItem(item.id, input) : await createSitemapItem(input);
      void refreshBlogCache();
      onSaved(saved);
    });
  }

  return (
    <form className="form blog-form" noValidate onSubmit={submit} aria-busy={submitting}>
      <FormOutcome outcome={outcome ?? saved} />
      <SlugFields source={{ label: LABELS.title, ...field('title') }} slug={field('slug')} suggestion={slug} />
      <TextField
        label={LABELS.url}
        autoComplete="off"
        required
        hint="A path of this site, e.g. /posts, or an http(s) address."
        {...field('url')}
      />
      <TextField label={LABELS.description} rows={3} {...field('description')} />
      <ParentField
        label={LABELS.parentId}
        parents={parents}
        loading={isLoading}
        loadError={itemsError}
        {...field('parentId')}
      />
      <TextField
        label={LABELS.sortOrder}
        type="number"
        inputMode="numeric"
        min={0}
        max={9999}
        step={1}
        hint="Smaller numbers come first among items with the same parent."
        {...field('sortOrder')}
      />
      <SelectField
        label={LABELS.changeFrequency}
        options={CHANGE_FREQUENCIES.map((frequency) => ({ value: frequency, label: frequency }))}
        {...field('changeFrequency')}
      />
      <TextField
        label={LABELS.priority}
        type="number"
        inputMode="decimal"
        min={0}
        max={1}
        step={0.1}
        hint="From 0.0 to 1.0, as sitemaps.org defines it."
        {...field('priority')}
      />
      <div className="form__actions">
        <SubmitButton
          busy={submitting}
          label={item ? 'Save sitemap item' : 'Create sitemap item'}
          busyLabel="Saving…"
        />
      </div>
    </form>
  );
}

interface SitemapItemFormProps {
  item?: SitemapItem;
  editLink: (id: string) => string;
}

/** `POST`/`PUT /sitemapitems` (admins): a created item is announced and the form emptied; an edit stays. */
export function SitemapItemForm({ item, editLink }: SitemapItemFormProps) {
  const { current, setCurrent, latest, addCreated, formKey } = useCreatedItems(item);
  const [saved, setSaved] = useState<Outcome>();

  function onSaved(next: SitemapItem) {
    if (current) {
      setCurrent(next);
      setSaved({ tone: 'success', message: `Sitemap item “${next.title}” saved.` });
    } else {
      addCreated(next);
      setSaved(undefined);
    }
  }

  return (
    <div className="page-stack">
      {latest && <CreatedNotice text={`Sitemap item “${latest.title}” created.`} editTo={editLink(latest.id)} />}
      <SitemapItemFields key={formKey} item={current} saved={saved} onSaved={onSaved} />
    </div>
  );
}
