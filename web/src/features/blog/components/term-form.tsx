import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Term, TermKind } from '#shared/blog.ts';
import { tagSchema, topicSchema } from '#shared/validation/blog.ts';
import { refreshBlogCache } from '#web/features/blog/api/blog-cache.ts';
import { createTerm } from '#web/features/blog/api/create-term.ts';
import { useAllTerms } from '#web/features/blog/api/list-terms.ts';
import { updateTerm } from '#web/features/blog/api/update-term.ts';
import { useSlugSuggestion } from '#web/features/blog/hooks/use-slug-suggestion.ts';
import { TERM_KINDS_TEXT } from '#web/features/blog/lib/blog-kinds.ts';
import { topLevelFieldErrors } from '#web/features/blog/lib/form-errors.ts';
import { parentOptions } from '#web/features/blog/lib/parent-options.ts';
import { type TermFormValues, termFieldName, termFormValues, termRequestOf } from '#web/features/blog/lib/term-form.ts';
import { termSaveOutcome } from '#web/features/blog/lib/term-save-outcome.ts';
import { TOPIC_UPDATED_REDIRECT_MS } from '#web/features/blog/lib/topic-update-messages.ts';
import type { FieldErrors } from '#web/shared/lib/field-errors.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { type Outcome, useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { useUnsavedChangesWarning } from '#web/shared/lib/use-unsaved-changes-warning.ts';
import { type Validation, validate } from '#web/shared/lib/validate.ts';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { CreatedNotice, useCreatedItems } from './created-notice';
import { ParentField } from './parent-field';
import { SlugFields } from './slug-fields';
import './blog.css';

function checkTerm(kind: TermKind, request: ReturnType<typeof termRequestOf>): Validation<unknown> {
  const checked = kind === 'topic' ? validate(topicSchema, request) : validate(tagSchema, request);
  if (checked.ok) return checked;
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(checked.errors)) errors[termFieldName(field)] ??= message;
  return { ok: false, errors };
}

interface TermFieldsProps {
  kind: TermKind;
  term?: Term;
  /** What the last save did, kept by the page: a save renews these fields. */
  saved?: Outcome;
  /** Saved, and about to leave the page: the form takes no second save. */
  leaving: boolean;
  onSaved: (term: Term) => void;
}

/** The fields and the save of one topic, tag or category. */
function TermFields({ kind, term, saved, leaving, onSaved }: TermFieldsProps) {
  const text = TERM_KINDS_TEXT[kind];
  const { values, setValue, setErrors, field } = useFormFields<TermFormValues>(termFormValues(term));
  const { submitting, outcome, sendChecked } = useFormSubmission({
    setErrors: (next) =>
      setErrors(
        Object.fromEntries(
          Object.entries(topLevelFieldErrors(next)).map(([name, message]) => [termFieldName(name), message]),
        ),
      ),
    labels: {
      name: 'Name',
      slug: 'Slug',
      description: 'Description',
      parentId: text.parentLabel,
      parentTopicId: text.parentLabel,
    },
    failure: (error) => termSaveOutcome(kind, Boolean(term), { ok: false, error }).alert,
  });
  const slug = useSlugSuggestion(setValue, { source: 'name', slug: 'slug' }, term?.slug);
  const { data: siblings, error: siblingsError, isLoading } = useAllTerms(kind);
  const parents = parentOptions(siblings ?? [], (item) => item.name, term?.id);
  // A save renews the fields (a new key, or the saved term), so only a topic about to leave is
  // still different from its term: it has been saved.
  useUnsavedChangesWarning(!leaving && JSON.stringify(values) !== JSON.stringify(termFormValues(term)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = termRequestOf(kind, values, term?.version);
    await sendChecked(
      checkTerm(kind, request),
      async () => {
        const saved = term ? await updateTerm(kind, term.id, request) : await createTerm(kind, request);
        void refreshBlogCache();
        onSaved(saved);
      },
      { leavesForm: Boolean(term) && kind === 'topic' },
    );
  }

  return (
    <form className="form blog-form" noValidate onSubmit={submit} aria-busy={submitting}>
      <FormOutcome outcome={outcome ?? saved} />
      <SlugFields source={{ label: 'Name', ...field('name') }} slug={field('slug')} suggestion={slug} />
      <TextField label="Description" rows={3} {...field('description')} />
      <ParentField
        label={text.parentLabel}
        parents={parents}
        loading={isLoading}
        loadError={siblingsError}
        {...field('parentId')}
      />
      <div className="form__actions">
        <SubmitButton
          busy={submitting && !leaving}
          disabled={leaving}
          label={leaving ? 'Saved, opening the dashboard…' : term ? `Save ${text.singular}` : `Create ${text.singular}`}
          busyLabel="Saving…"
        />
      </div>
    </form>
  );
}

interface TermFormProps {
  kind: TermKind;
  /** The term being edited; a new one when left out. */
  term?: Term;
  /** Where the link of a created term goes. */
  editLink: (id: string) => string;
  /** A topic edit goes on here (the dashboard) once its success alert has been seen. */
  afterTopicUpdate: () => void;
}

/**
 * The one form of topics, tags and categories: name, slug (suggested from the name), description
 * and parent. A created term is announced with a link and the form is emptied for the next one; an
 * edit stays, except a topic edit, which shows `Topic updated successfully!` and then goes on
 * (with texts of its own for its failures too).
 */
export function TermForm({ kind, term, editLink, afterTopicUpdate }: TermFormProps) {
  const text = TERM_KINDS_TEXT[kind];
  const { current, setCurrent, latest, addCreated, formKey } = useCreatedItems(term);
  const [saved, setSaved] = useState<Outcome>();
  const [topicUpdated, setTopicUpdated] = useState(false);
  const leave = useRef(afterTopicUpdate);
  leave.current = afterTopicUpdate;

  useEffect(() => {
    if (!topicUpdated) return;
    const timer = setTimeout(() => leave.current(), TOPIC_UPDATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [topicUpdated]);

  function onSaved(next: Term) {
    const { alert, next: after } = termSaveOutcome(kind, Boolean(current), { ok: true, term: next });
    setSaved(alert);
    if (after === 'created') addCreated(next);
    else if (after === 'leave') setTopicUpdated(true);
    else setCurrent(next);
  }

  return (
    <div className="page-stack">
      {latest && <CreatedNotice text={`${text.title} “${latest.name}” created.`} editTo={editLink(latest.id)} />}
      <TermFields key={formKey} kind={kind} term={current} saved={saved} leaving={topicUpdated} onSaved={onSaved} />
    </div>
  );
}
