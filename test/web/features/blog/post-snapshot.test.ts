import { describe, expect, it } from 'vitest';
import type { Post, PostPendingChanges, PostRevision } from '#shared/blog.ts';
import { openingSnapshot } from '#web/features/blog/hooks/use-post-autosave.ts';
import { postRequestOf } from '#web/features/blog/lib/post-form.ts';
import {
  conflictOf,
  conflictTextOf,
  revisionFieldChanges,
  sameSnapshot,
  snapshotOfPending,
  snapshotOfPost,
  theirsLabelOf,
} from '#web/features/blog/lib/post-snapshot.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { postOf } from './editor-fixtures';

const cover = { id: 'img1', alt: 'A lake', width: 960, height: 640, sizes: [], url: '/media/img1/960.webp' };

function livePost(overrides: Partial<Post> = {}): Post {
  return {
    ...postOf({
      id: 'p1',
      title: 'Live title',
      slug: 'live',
      summary: 'Live summary',
      status: 'published',
      topic: { id: 't1', name: 'Serverless', slug: 'serverless' },
      tags: [{ id: 'g1', name: 'AWS', slug: 'aws' }],
      categories: [{ id: 'c1', name: 'Notes', slug: 'notes' }],
      cover,
      version: 7,
    }),
    body: 'line one\nline two',
    ...overrides,
  };
}

function pendingOf(overrides: Partial<PostPendingChanges> = {}): PostPendingChanges {
  return {
    postId: 'p1',
    baseVersion: 7,
    savedAt: '2026-11-29T10:41:00.000Z',
    savedBy: 'u1',
    savedByName: 'Ana Lee',
    title: 'Pending title',
    slug: 'live',
    summary: 'Pending summary',
    body: 'line one\nline 2',
    status: 'published',
    publishAt: null,
    topicId: null,
    tagIds: ['g2'],
    categoryIds: [],
    coverImageId: 'img1',
    ...overrides,
  };
}

function revisionOf(post: Post, overrides: Partial<PostRevision> = {}): PostRevision {
  return {
    id: 'r1',
    postId: post.id,
    kind: 'save',
    version: post.version,
    title: post.title,
    status: post.status,
    savedAt: '2026-11-29T10:42:00.000Z',
    savedBy: 'u1',
    savedByName: 'Ana Lee',
    slug: post.slug,
    summary: post.summary,
    body: post.body,
    topic: post.topic,
    tags: post.tags,
    categories: post.categories,
    ...(post.cover ? { cover: post.cover } : {}),
    publishAt: post.publishAt,
    ...overrides,
  };
}

describe('the post form and pending changes', () => {
  it('opens on the pending changes, every field, the live cover object kept when it is the same image', () => {
    const snapshot = snapshotOfPending(pendingOf(), livePost());
    expect(snapshot.values).toEqual({
      title: 'Pending title',
      slug: 'live',
      summary: 'Pending summary',
      body: 'line one\nline 2',
      status: 'published',
      topicId: '',
      publishAt: '',
    });
    expect(snapshot.choices).toEqual({ tagIds: ['g2'], categoryIds: [], cover });
  });

  it('sends back what the pending changes hold: the same request a PUT of those fields would be', () => {
    const pending = pendingOf({ coverImageId: 'img9', topicId: 't1' });
    const snapshot = snapshotOfPending(pending, livePost());
    expect(postRequestOf(snapshot.values, snapshot.choices, 7)).toEqual({
      title: 'Pending title',
      slug: 'live',
      summary: 'Pending summary',
      body: 'line one\nline 2',
      status: 'published',
      topicId: 't1',
      tagIds: ['g2'],
      categoryIds: [],
      coverImageId: 'img9',
      version: 7,
    });
    expect(
      postRequestOf(snapshotOfPending(pendingOf({ coverImageId: null }), livePost()).values, {
        tagIds: [],
        categoryIds: [],
      }),
    ).not.toHaveProperty('coverImageId');
  });

  it('opens on the post itself without pending changes, and on an empty form for a new post', () => {
    expect(openingSnapshot(livePost(), null)).toEqual(snapshotOfPost(livePost()));
    expect(openingSnapshot(livePost(), pendingOf()).values.title).toBe('Pending title');
    expect(openingSnapshot(undefined, null).values.title).toBe('');
  });

  it('calls two snapshots the same when they would send the same request, whatever the cover object holds', () => {
    const a = snapshotOfPost(livePost());
    expect(sameSnapshot(a, { ...a, choices: { ...a.choices, cover: { ...cover, alt: 'other' } } })).toBe(true);
    expect(sameSnapshot(a, { ...a, values: { ...a.values, body: 'changed' } })).toBe(false);
    expect(sameSnapshot(a, { ...a, choices: { ...a.choices, tagIds: [] } })).toBe(false);
  });
});

describe('a revision against the form', () => {
  it('lists the fields other than the body that differ, by their labels', () => {
    const post = livePost();
    const form = snapshotOfPost(post);
    expect(revisionFieldChanges(revisionOf(post), form)).toEqual([]);
    const older = revisionOf(post, {
      title: 'Old title',
      slug: 'old',
      status: 'draft',
      tags: [],
      body: 'something else',
    });
    expect(revisionFieldChanges(older, form)).toEqual(['Title', 'Slug', 'Status', 'Tags']);
    const { cover: _gone, ...withoutCover } = revisionOf(post, { topic: null });
    expect(revisionFieldChanges(withoutCover, form)).toEqual(['Topic', 'Cover image']);
  });
});

describe('a conflict', () => {
  const current = livePost({ title: 'Their title', body: 'their body', version: 9 });

  it('is read from a 409 carrying the current post and its newest revision, and from nothing else', () => {
    const revision = revisionOf(current);
    const error = new ApiError('Saved in between', 409, {
      message: 'Saved in between',
      current,
      currentRevision: revision,
    });
    expect(conflictOf(error)).toEqual({ message: 'Saved in between', current, currentRevision: revision });
    expect(conflictOf(new ApiError('Saved in between', 409, { message: 'Saved in between' }))).toBeUndefined();
    expect(conflictOf(new ApiError('Bad', 400, { current }))).toBeUndefined();
    expect(conflictOf(new Error('x'))).toBeUndefined();
  });

  it('names who saved and when from the revision, else the post’s time; shows title and body', () => {
    const revision = revisionOf(current);
    expect(theirsLabelOf({ current, currentRevision: revision })).toBe(
      `Ana Lee saved it at ${formatForViewer(revision.savedAt, 'clock')}`,
    );
    expect(theirsLabelOf({ current, currentRevision: null })).toBe(
      `It was saved at ${formatForViewer(current.updatedAt, 'clock')}`,
    );
    expect(conflictTextOf(snapshotOfPost(current))).toBe('Their title\n\ntheir body');
  });
});
