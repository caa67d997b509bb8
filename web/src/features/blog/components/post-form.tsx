import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  POST_MAX_CATEGORIES,
  POST_MAX_TAGS,
  POST_STATUSES,
  type Post,
  type PostPendingChanges,
  type Term,
} from '#shared/blog.ts';
import { timeZoneLabel } from '#shared/dates.ts';
import { postSchema } from '#shared/validation/blog.ts';
import { refreshBlogCache } from '#web/features/blog/api/blog-cache.ts';
import { createPost } from '#web/features/blog/api/create-post.ts';
import { useAllTerms } from '#web/features/blog/api/list-terms.ts';
import { openingSnapshot, usePostAutosave } from '#web/features/blog/hooks/use-post-autosave.ts';
import { useSlugSuggestion } from '#web/features/blog/hooks/use-slug-suggestion.ts';
import { saveFailureMessage, topLevelFieldErrors } from '#web/features/blog/lib/form-errors.ts';
import { addressChangeWarning, type PostFormValues, postRequestOf } from '#web/features/blog/lib/post-form.ts';
import { POST_STATUS_LABELS } from '#web/features/blog/lib/post-status.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { viewerTimeZone } from '#web/shared/lib/viewer-dates.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import type { CoverControl } from '#web/shared/ui/cover-image.tsx';
import { LocalCopyOffer } from '#web/shared/ui/local-copy-offer.tsx';
import { PreviewButton, PreviewPanel, usePreviewToggle } from '#web/shared/ui/markdown-preview.tsx';
import { MarkdownTextField, type MarkdownTools } from '#web/shared/ui/markdown-text-field.tsx';
import { RadioGroupField } from '#web/shared/ui/radio-group-field.tsx';
import { SelectField, type SelectOption } from '#web/shared/ui/select-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { ChoiceList } from './choice-list';
import { PostHistory } from './post-history';
import { PostSaveBar } from './post-save-bar';
import { SlugFields } from './slug-fields';
import './blog.css';

const SAVE_FAILURE = 'The post could not be saved. Please try again.';
/** A save refused for a stale version: the conflict panel says so, not the failure line. */
const CONFLICT_SHOWN = new Error('conflict');

/** The fields' labels, also for naming a field in a server's message. */
const LABELS = {
  title: 'Title',
  slug: 'Slug',
  summary: 'Summary',
  body: 'Body (markdown)',
  status: 'Status',
  publishAt: 'Publish at',
  topicId: 'Topic',
  tagIds: 'Tags',
  categoryIds: 'Categories',
  coverImageId: 'Cover image',
};

function optionsOf(terms: readonly Term[] | undefined): SelectOption[] {
  return (terms ?? [])
    .map((term) => ({ value: term.id, label: term.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Topics, tags and categories to file the post under, read from the API. */
function usePostTermOptions() {
  const topics = useAllTerms('topic');
  const tags = useAllTerms('tag');
  const categories = useAllTerms('category');
  const failed = [topics, tags, categories].find((read) => read.error)?.error as unknown;
  return {
    topics: optionsOf(topics.data),
    tags: optionsOf(tags.data),
    categories: optionsOf(categories.data),
    loading: topics.isLoading || tags.isLoading || categories.isLoading,
    failure: failed instanceof Error ? failed.message : undefined,
    retry: () => Promise.all([topics.mutate(), tags.mutate(), categories.mutate()]),
  };
}

interface PostFormProps {
  /** The post being edited; a new post when left out. */
  post?: Post;
  /** The editor's own unpublished changes of a published or scheduled post, which the form opens with. */
  pending?: PostPendingChanges | null;
  onSaved: (post: Post) => void;
  /** Buttons under the body that add to it at the cursor ("Insert image"). */
  bodyTools?: MarkdownTools;
  /** The "Cover image" field (upload, remove, preview); no cover field when left out. */
  coverField?: CoverControl;
}

/**
 * `POST /posts` or `PUT /posts/{id}`: title, slug (suggested from the title until edited), summary,
 * markdown body with a preview, its cover image, status (a scheduled post with the time it goes
 * live), topic, tags and categories. The shared postSchema checks
 * the request first; the server's field errors and message are shown when it refuses.
 */
export function PostForm({ post, pending = null, onSaved, bodyTools, coverField }: PostFormProps) {
  const [opening] = useState(() => openingSnapshot(post, pending));
  const { values, setValues, setValue, setErrors, errors, field } = useFormFields<PostFormValues>(opening.values);
  const [choices, setChoices] = useState(opening.choices);
  const snapshot = { values, choices };
  const editing = usePostAutosave({
    post,
    pending,
    snapshot,
    load: (next) => {
      setValues(next.values);
      setChoices(next.choices);
    },
  });
  const { submitting, outcome, sendChecked } = useFormSubmission({
    setErrors: (next) => setErrors(topLevelFieldErrors(next)),
    labels: LABELS,
    failure: (error) => (error === CONFLICT_SHOWN ? undefined : saveFailureMessage(error, SAVE_FAILURE)),
  });
  const slug = useSlugSuggestion(setValue, { source: 'title', slug: 'slug' }, post?.slug);
  const terms = usePostTermOptions();
  const preview = usePreviewToggle();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendChecked(
      validate(postSchema, postRequestOf(values, choices, post?.version)),
      async (input) => {
        const saved = post ? await editing.save(snapshot) : await createPost(input);
        if (!saved) throw CONFLICT_SHOWN;
        // Drawn clean before leaving: leaving with the form still unsaved would keep its copy.
        flushSync(() => editing.markSaved(snapshot));
        void refreshBlogCache();
        onSaved(saved);
      },
      { leavesForm: true },
    );
  }

  /** The tags or the categories to file the post under, up to `max` of them. */
  const termChoices = (name: 'tagIds' | 'categoryIds', kind: 'tags' | 'categories', max: number) => (
    <ChoiceList
      legend={`${LABELS[name]} (up to ${max})`}
      name={name}
      options={terms[kind]}
      checked={choices[name]}
      onChange={(ids) => setChoices((current) => ({ ...current, [name]: ids }))}
      emptyText={terms.loading ? `Loading ${kind}…` : `There are no ${kind} yet.`}
      error={errors[name]}
    />
  );

  return (
    <>
      <LocalCopyOffer
        offer={editing.localCopy.offer}
        onRestore={editing.restoreLocalCopy}
        onDiscard={editing.localCopy.dismiss}
      />
      <form className="form blog-form" noValidate onSubmit={submit} aria-busy={submitting}>
        <SlugFields
          source={{ label: LABELS.title, ...field('title') }}
          slug={field('slug')}
          suggestion={slug}
          about="The post's address: /posts/slug."
          warning={addressChangeWarning(post, values.slug)}
        />
        <TextField
          label={LABELS.summary}
          rows={3}
          hint="One or two sentences for the list of posts."
          {...field('summary')}
        />
        <MarkdownTextField label={LABELS.body} required rows={16} tools={bodyTools} {...field('body')} />
        <div className="form__actions">
          <PreviewButton preview={preview} shownLabel="Hide preview" />
        </div>
        <PreviewPanel preview={preview} markdown={values.body} label="Preview of the post" />
        {coverField?.({
          cover: choices.cover,
          onChange: (cover) =>
            setChoices(({ cover: _previous, ...current }) => ({ ...current, ...(cover ? { cover } : {}) })),
          error: errors.coverImageId,
        })}
        <RadioGroupField
          legend={LABELS.status}
          name="status"
          value={values.status}
          options={POST_STATUSES.map((status) => ({ value: status, label: POST_STATUS_LABELS[status] }))}
          onValueChange={(status) => setValue('status', status)}
        />
        <p className="field__hint">
          Only published posts are listed and readable by visitors; a scheduled post is published at its time.
        </p>
        {values.status === 'scheduled' && (
          <TextField
            label={LABELS.publishAt}
            type="datetime-local"
            required
            hint={`In your time zone, ${timeZoneLabel(viewerTimeZone())}; at most a year ahead.`}
            {...field('publishAt')}
          />
        )}
        {terms.failure && (
          <Alert tone="error">
            <p>The topics, tags or categories could not be loaded. {terms.failure}</p>
            <button className="button button--secondary" type="button" onClick={() => void terms.retry()}>
              Try again
            </button>
          </Alert>
        )}
        <SelectField
          label={LABELS.topicId}
          options={[{ value: '', label: terms.loading ? 'Loading topics…' : 'No topic' }, ...terms.topics]}
          {...field('topicId')}
        />
        {termChoices('tagIds', 'tags', POST_MAX_TAGS)}
        {termChoices('categoryIds', 'categories', POST_MAX_CATEGORIES)}
        <PostSaveBar
          editing={editing}
          snapshot={snapshot}
          existing={post !== undefined}
          submitting={submitting}
          outcome={outcome}
        />
      </form>
      {post && (
        <PostHistory
          postId={post.id}
          version={editing.live?.version ?? post.version}
          form={snapshot}
          onRestore={editing.restore}
          busy={submitting || editing.writing}
        />
      )}
    </>
  );
}
