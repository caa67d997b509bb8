import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Term, TermKind } from '#shared/blog.ts';
import { tagSchema, topicSchema } from '#shared/validation/blog.ts';
import type { FieldErrors } from '#web/shared/lib/field-errors.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { type Validation, validate } from '#web/shared/lib/validate.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { SelectField } from '#web/shared/ui/select-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { refreshBlogCache } from '../api/blog-cache';
import { createTerm } from '../api/create-term';
import { useAllTerms } from '../api/list-terms';
import { updateTerm } from '../api/update-term';
import { useSlugSuggestion } from '../hooks/use-slug-suggestion';
import { TERM_KINDS_TEXT } from '../lib/blog-kinds';
import { topLevelFieldErrors } from '../lib/form-errors';
import { parentOptions } from '../lib/parent-options';
import { type TermFormValues, termFieldName, termFormValues, termRequestOf } from '../lib/term-form';
import { type SaveAlert, termSaveOutcome } from '../lib/term-save-outcome';
import { TOPIC_UPDATED_REDIRECT_MS } from '../lib/topic-update-messages';
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
  /** Shown above the fields: what the last save did. */
  outcome?: SaveAlert;
  /** Saved, and about to leave the page: the form takes no second save. */
  leaving: boolean;
  onSaved: (term: Term) => void;
  onFailed: (error: unknown) => void;
}

/** The fields and the save of one topic, tag or category. */
function TermFields({ kind, term, outcome, leaving, onSaved, onFailed }: TermFieldsProps) {
  const text = TERM_KINDS_TEXT[kind];
  const { values, setValue, setErrors, field } = useFormFields<TermFormValues>(termFormValues(term));
  const setFieldErrors = (next: FieldErrors) =>
    setErrors(
      Object.fromEntries(
        Object.entries(topLevelFieldErrors(next)).map(([name, message]) => [termFieldName(name), message]),
      ),
    );
  const { submitting, sendChecked } = useFormSubmission(setFieldErrors);
  const slug = useSlugSuggestion(setValue, { source: 'name', slug: 'slug' }, term?.slug);
  const { data: siblings, error: siblingsError, isLoading } = useAllTerms(kind);
  const parents = parentOptions(siblings ?? [], (item) => item.name, term?.id);

  function submitLabel(): string {
    if (leaving) return 'Saved, opening the dashboard…';
    if (submitting) return 'Saving…';
    return term ? `Save ${text.singular}` : `Create ${text.singular}`;
  }

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
      { onFailure: onFailed, leavesForm: Boolean(term) && kind === 'topic' },
    );
  }

  return (
    <form className="form blog-form" noValidate onSubmit={submit} aria-busy={submitting}>
      {outcome && (
        <Alert tone={outcome.tone}>
          <p>{outcome.message}</p>
          {outcome.detail && <p>{outcome.detail}</p>}
        </Alert>
      )}
      <TextField label="Name" autoComplete="off" required {...field('name')} onValueChange={slug.onSourceChange} />
      <TextField
        label="Slug"
        autoComplete="off"
        hint="Suggested from the name until you change it; lower-case letters, digits and single hyphens."
        {...field('slug')}
        onValueChange={slug.onSlugChange}
      />
      <TextField label="Description" rows={3} {...field('description')} />
      <SelectField
        label={text.parentLabel}
        options={[
          { value: '', label: isLoading ? 'Loading…' : 'None (top level)' },
          ...parents.map((parent) => ({ value: parent.id, label: parent.label })),
        ]}
        hint={siblingsError instanceof Error ? `The list could not be loaded: ${siblingsError.message}` : undefined}
        {...field('parentId')}
      />
      <div className="form__actions">
        <button className="button" type="submit" disabled={submitting || leaving}>
          {submitLabel()}
        </button>
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
  /** A topic edit returns here after its success alert has been seen (spec §2: the dashboard). */
  afterTopicUpdate: () => void;
}

/**
 * The one form of topics, tags and categories: name, slug (suggested from the name), description
 * and parent. A created term is announced with a link and the form is emptied for the next one; an
 * edit stays, except a topic edit, which shows `Topic updated successfully!` and then goes on
 * (spec §8 texts for its failures too).
 */
export function TermForm({ kind, term, editLink, afterTopicUpdate }: TermFormProps) {
  const text = TERM_KINDS_TEXT[kind];
  const [current, setCurrent] = useState(term);
  const [outcome, setOutcome] = useState<SaveAlert>();
  const [created, setCreated] = useState<Term[]>([]);
  const [topicUpdated, setTopicUpdated] = useState(false);
  const leave = useRef(afterTopicUpdate);
  leave.current = afterTopicUpdate;

  useEffect(() => {
    if (!topicUpdated) return;
    const timer = setTimeout(() => leave.current(), TOPIC_UPDATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [topicUpdated]);

  function onSaved(saved: Term) {
    const { alert, next } = termSaveOutcome(kind, Boolean(current), { ok: true, term: saved });
    setOutcome(alert);
    if (next === 'created') setCreated((list) => [saved, ...list]);
    else if (next === 'leave') setTopicUpdated(true);
    else setCurrent(saved);
  }

  function onFailed(error: unknown) {
    setOutcome(termSaveOutcome(kind, Boolean(current), { ok: false, error }).alert);
  }

  const latest = created[0];
  return (
    <div className="page-stack">
      {latest && (
        <Alert tone="success">
          <p>
            {text.title} “{latest.name}” created. <Link to={editLink(latest.id)}>Edit it</Link>
          </p>
        </Alert>
      )}
      <TermFields
        key={current ? `${current.id}:${current.version}` : `new:${created.length}`}
        kind={kind}
        term={current}
        outcome={outcome}
        leaving={topicUpdated}
        onSaved={onSaved}
        onFailed={onFailed}
      />
    </div>
  );
}
