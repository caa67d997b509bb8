import { type FormEvent, useState } from 'react';
import { CHANGE_FREQUENCIES, type SitemapItem } from '#shared/blog.ts';
import { sitemapItemSchema } from '#shared/validation/blog.ts';
import type { FieldErrors } from '#web/shared/lib/field-errors.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { SelectField } from '#web/shared/ui/select-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { refreshBlogCache } from '../api/blog-cache';
import { createSitemapItem } from '../api/create-sitemap-item';
import { useAllSitemapItems } from '../api/list-sitemap-items';
import { updateSitemapItem } from '../api/update-sitemap-item';
import { useSlugSuggestion } from '../hooks/use-slug-suggestion';
import { saveFailureMessage, topLevelFieldErrors } from '../lib/form-errors';
import { parentOptions } from '../lib/parent-options';
import { type SitemapItemFormValues, sitemapItemFormValues, sitemapItemRequestOf } from '../lib/sitemap-item-form';
import './blog.css';

type Outcome = { tone: 'success' | 'error'; message: string };

interface SitemapItemFieldsProps {
  item?: SitemapItem;
  outcome?: Outcome;
  onSaved: (item: SitemapItem) => void;
  onFailed: (error: unknown) => void;
}

function SitemapItemFields({ item, outcome, onSaved, onFailed }: SitemapItemFieldsProps) {
  const { values, setValue, setErrors, field } = useFormFields<SitemapItemFormValues>(sitemapItemFormValues(item));
  const setFieldErrors = (next: FieldErrors) => setErrors(topLevelFieldErrors(next));
  const { submitting, sendChecked } = useFormSubmission(setFieldErrors);
  const slug = useSlugSuggestion(setValue, { source: 'title', slug: 'slug' }, item?.slug);
  const { data: items, error: itemsError, isLoading } = useAllSitemapItems();
  const parents = parentOptions(items ?? [], (other) => other.title, item?.id);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendChecked(
      validate(sitemapItemSchema, sitemapItemRequestOf(values, item?.version)),
      async (input) => {
        const saved = item ? await updateSitemapItem(item.id, input) : await createSitemapItem(input);
        void refreshBlogCache();
        onSaved(saved);
      },
      { onFailure: onFailed },
    );
  }

  return (
    <form className="form blog-form" noValidate onSubmit={submit} aria-busy={submitting}>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      <TextField label="Title" autoComplete="off" required {...field('title')} onValueChange={slug.onSourceChange} />
      <TextField
        label="Slug"
        autoComplete="off"
        hint="Suggested from the title until you change it; lower-case letters, digits and single hyphens."
        {...field('slug')}
        onValueChange={slug.onSlugChange}
      />
      <TextField
        label="URL"
        autoComplete="off"
        required
        hint="A path of this site, e.g. /posts, or an http(s) address."
        {...field('url')}
      />
      <TextField label="Description" rows={3} {...field('description')} />
      <SelectField
        label="Parent item"
        options={[
          { value: '', label: isLoading ? 'Loading…' : 'None (top level)' },
          ...parents.map((parent) => ({ value: parent.id, label: parent.label })),
        ]}
        hint={itemsError instanceof Error ? `The list could not be loaded: ${itemsError.message}` : undefined}
        {...field('parentId')}
      />
      <TextField
        label="Sort order"
        type="number"
        inputMode="numeric"
        min={0}
        max={9999}
        step={1}
        hint="Smaller numbers come first among items with the same parent."
        {...field('sortOrder')}
      />
      <SelectField
        label="Change frequency"
        options={CHANGE_FREQUENCIES.map((frequency) => ({ value: frequency, label: frequency }))}
        {...field('changeFrequency')}
      />
      <TextField
        label="Priority"
        type="number"
        inputMode="decimal"
        min={0}
        max={1}
        step={0.1}
        hint="From 0.0 to 1.0, as sitemaps.org defines it."
        {...field('priority')}
      />
      <div className="form__actions">
        <button className="button" type="submit" disabled={submitting}>
          {submitting ? 'Saving…' : item ? 'Save sitemap item' : 'Create sitemap item'}
        </button>
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
  const [current, setCurrent] = useState(item);
  const [outcome, setOutcome] = useState<Outcome>();
  const [created, setCreated] = useState<SitemapItem[]>([]);

  function onSaved(saved: SitemapItem) {
    if (current) {
      setCurrent(saved);
      setOutcome({ tone: 'success', message: `Sitemap item “${saved.title}” saved.` });
    } else {
      setCreated((list) => [saved, ...list]);
      setOutcome(undefined);
    }
  }

  const latest = created[0];
  return (
    <div className="page-stack">
      {latest && (
        <Alert tone="success">
          <p>
            Sitemap item “{latest.title}” created. <Link to={editLink(latest.id)}>Edit it</Link>
          </p>
        </Alert>
      )}
      <SitemapItemFields
        key={current ? `${current.id}:${current.version}` : `new:${created.length}`}
        item={current}
        outcome={outcome}
        onSaved={onSaved}
        onFailed={(error) =>
          setOutcome({ tone: 'error', message: saveFailureMessage(error, 'The sitemap item could not be saved.') })
        }
      />
    </div>
  );
}
