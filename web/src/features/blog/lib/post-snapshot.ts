import type {
  Post,
  PostConflict,
  PostPendingChanges,
  PostRevision,
  PostRevisionKind,
  PostRevisionSummary,
} from '#shared/blog.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { type PostChoices, type PostFields, type PostFormValues, postChoices, postFormValues } from './post-form';
import { localInputOf } from './post-status';

/** Everything the post form holds: its text fields and its choices (tags, categories, cover). */
export interface PostSnapshot {
  values: PostFormValues;
  choices: PostChoices;
}

export function snapshotOfPost(post?: PostFields): PostSnapshot {
  return { values: postFormValues(post), choices: postChoices(post) };
}

/**
 * The form as the caller's pending changes of a published or scheduled post left it. They name the
 * cover by its id only: the live post's cover when it is the same one, else a stand-in carrying the
 * id (enough for the next save), with the image's usual address.
 */
export function snapshotOfPending(pending: PostPendingChanges, post: Post): PostSnapshot {
  const cover =
    pending.coverImageId === null
      ? undefined
      : post.cover?.id === pending.coverImageId
        ? post.cover
        : {
            id: pending.coverImageId,
            alt: '',
            width: 0,
            height: 0,
            sizes: [],
            url: `/media/${pending.coverImageId}/960.webp`,
          };
  return {
    values: {
      title: pending.title,
      slug: pending.slug,
      summary: pending.summary,
      body: pending.body,
      status: pending.status,
      topicId: pending.topicId ?? '',
      publishAt: localInputOf(pending.publishAt),
    },
    choices: {
      tagIds: [...pending.tagIds],
      categoryIds: [...pending.categoryIds],
      ...(cover ? { cover } : {}),
    },
  };
}

/** Whether two snapshots would send the same request (the order of the choices counts, as it does when sent). */
export function sameSnapshot(a: PostSnapshot, b: PostSnapshot): boolean {
  const key = (snapshot: PostSnapshot) =>
    JSON.stringify([
      snapshot.values,
      snapshot.choices.tagIds,
      snapshot.choices.categoryIds,
      snapshot.choices.cover?.id,
    ]);
  return key(a) === key(b);
}

/** The labels of the fields other than the body in which a revision differs from the form. */
export function revisionFieldChanges(revision: PostRevision, form: PostSnapshot): string[] {
  const theirs = snapshotOfPost(revision);
  const changed: string[] = [];
  const compare = (label: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) changed.push(label);
  };
  compare('Title', theirs.values.title, form.values.title);
  compare('Slug', theirs.values.slug, form.values.slug.trim());
  compare('Summary', theirs.values.summary, form.values.summary);
  compare('Status', theirs.values.status, form.values.status);
  if (theirs.values.status === 'scheduled' || form.values.status === 'scheduled') {
    compare('Publish at', theirs.values.publishAt, form.values.publishAt);
  }
  compare('Topic', theirs.values.topicId, form.values.topicId);
  compare('Tags', [...theirs.choices.tagIds].sort(), [...form.choices.tagIds].sort());
  compare('Categories', [...theirs.choices.categoryIds].sort(), [...form.choices.categoryIds].sort());
  compare('Cover image', theirs.choices.cover?.id ?? null, form.choices.cover?.id ?? null);
  return changed;
}

export const REVISION_KIND_LABELS: Record<PostRevisionKind, string> = {
  save: 'Saved',
  autosave: 'Autosaved',
  publish: 'Published',
  unpublish: 'Unpublished',
  restore: 'Restored',
  schedule: 'Scheduled',
};

/** The 409 of a stale `version` (save, autosave or restore), or undefined for any other failure. */
export function conflictOf(error: unknown): PostConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as Partial<PostConflict> | undefined;
  if (typeof body !== 'object' || body === null || typeof body.current !== 'object' || body.current === null) {
    return undefined;
  }
  return {
    message: body.message ?? error.message,
    current: body.current,
    currentRevision: body.currentRevision ?? null,
  };
}

/** "Ana Lee saved it at 10:42", from the newest revision when there is one, else the post's own dates. */
export function theirsLabelOf(conflict: Pick<PostConflict, 'current' | 'currentRevision'>): string {
  const revision: PostRevisionSummary | null = conflict.currentRevision;
  if (revision) return `${revision.savedByName} saved it at ${formatForViewer(revision.savedAt, 'clock')}`;
  return `It was saved at ${formatForViewer(conflict.current.updatedAt, 'clock')}`;
}

/** The text a conflict shows for one side: the title, a blank line, then the body. */
export function conflictTextOf(snapshot: Pick<PostSnapshot, 'values'>): string {
  return `${snapshot.values.title}\n\n${snapshot.values.body}`;
}
