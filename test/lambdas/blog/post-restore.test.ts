import { marshall } from '@aws-sdk/util-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/blog/handler.ts';
import { pagesOfStreamRecord } from '#lambdas/lib/render/dependants.ts';
import { signedInAs } from '#test/support/accounts.ts';
import { invoke } from '#test/support/invoke.ts';
import { mediaItemFor } from '#test/support/media-items.ts';
import { createPost, partitionOf, revisionOf, revisionsOf, savePost } from './post-editor-support';

/** Restoring a revision: the post takes its fields back, as a new `restore` revision. */
let editor: Awaited<ReturnType<typeof signedInAs>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;

type Post = Record<string, unknown> & { id: string; version: number };
const restore = (post: Post, revisionId: unknown, version = post.version) =>
  invoke(handler, 'POST', `/api/posts/${post.id}/revisions/${revisionId}/restore`, {
    headers: editor.headers,
    body: { version },
  });
const term = async (path: string, name: string) =>
  (await invoke(handler, 'POST', path, { headers: editor.headers, body: { name } })).json;
const oldest = async (postId: string) => (await revisionsOf(editor.headers, postId)).items.at(-1)?.id;

beforeAll(async () => {
  [editor, admin] = await Promise.all([signedInAs('Editor'), signedInAs('Admin')]);
});

describe('restoring a revision', () => {
  it('brings back the revision’s fields, as a new restore revision, and refuses a stale version', async () => {
    const [topic, tag] = await Promise.all([term('/api/topics', 'Restore topic'), term('/api/tags', 'Restore tag')]);
    const first = await createPost(editor.headers, {
      title: 'Restored title',
      summary: 'First summary',
      body: 'First body.',
      status: 'published',
      topicId: topic.id,
      tagIds: [tag.id],
    });
    const firstRevision = await oldest(first.id);
    const changed = (
      await savePost(editor.headers, first, {
        title: 'Changed title',
        slug: `changed-${first.slug}`,
        summary: 'Changed',
        body: 'Changed body.',
        status: 'draft',
        topicId: null,
        tagIds: [],
      })
    ).json;

    const stale = await restore(first, firstRevision);
    expect(stale.statusCode).toBe(409);
    expect(stale.json.current).toMatchObject({ title: 'Changed title', version: 2 });
    expect(stale.json.currentRevision).toMatchObject({ kind: 'unpublish', version: 2 });

    const restored = await restore(changed, firstRevision);
    expect(restored.statusCode).toBe(200);
    const snapshot = (await revisionOf(editor.headers, first.id, firstRevision as string)).json;
    expect(restored.json).toMatchObject({
      title: snapshot.title,
      slug: snapshot.slug,
      summary: snapshot.summary,
      body: snapshot.body,
      status: 'published',
      topic: snapshot.topic,
      tags: snapshot.tags,
      categories: snapshot.categories,
      version: 3,
    });
    expect((await invoke(handler, 'GET', `/api/posts/slug/${first.slug}`)).json.body).toBe('First body.');
    const [newest] = (await revisionsOf(editor.headers, first.id)).items;
    expect(newest).toMatchObject({ kind: 'restore', restoredFrom: firstRevision, version: 3, savedBy: editor.id });
  });

  it('refuses a slug taken meanwhile and a deleted term with the save’s 400; an unknown revision is 404', async () => {
    const tag = await term('/api/tags', 'Doomed tag');
    const post = await createPost(editor.headers, { tagIds: [tag.id] });
    const revisionId = await oldest(post.id);
    const moved = (await savePost(editor.headers, post, { slug: `moved-${post.slug}`, tagIds: [] })).json;
    await createPost(editor.headers, { slug: post.slug });
    const taken = await restore(moved, revisionId);
    expect(taken.statusCode).toBe(400);
    expect(taken.json.message).toBe('Slug exists');

    const other = await createPost(editor.headers, { tagIds: [tag.id] });
    const otherRevision = await oldest(other.id);
    const untagged = (await savePost(editor.headers, other, { tagIds: [] })).json;
    expect((await invoke(handler, 'DELETE', `/api/tags/${tag.id}`, { headers: admin.headers })).statusCode).toBe(204);
    const deleted = await restore(untagged, otherRevision);
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json.message).toBe(`Tag not found: ${tag.id}`);
    expect((await revisionsOf(editor.headers, other.id)).items).toHaveLength(2);

    const unknown = await restore(untagged, '000000001-abc');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe('Revision not found');
  });

  it('a revision scheduled for a moment now past leaves the post’s status and schedule as they are', async () => {
    const post = await createPost(editor.headers, {
      status: 'scheduled',
      publishAt: new Date(Date.now() + 2_000).toISOString(),
      body: 'Scheduled text.',
    });
    const revisionId = await oldest(post.id);
    const draft = (await savePost(editor.headers, post, { status: 'draft', body: 'Draft text.' })).json;
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const restored = await restore(draft, revisionId);
    expect(restored.statusCode).toBe(200);
    expect(restored.json).toMatchObject({ status: 'draft', publishAt: null, body: 'Scheduled text.' });
  });

  it('re-renders a published post’s page like any save: the post item changes, the revision renders nothing', async () => {
    // The table stream carries each item's images to the renderer (lib/render/dependants.ts).
    const image = (item: Record<string, unknown> | undefined) =>
      item && (marshall(item, { removeUndefinedValues: true }) as Parameters<typeof pagesOfStreamRecord>[0]);
    const post = await createPost(editor.headers, { status: 'published', body: 'Old words.' });
    const revisionId = await oldest(post.id);
    const changed = (await savePost(editor.headers, post, { body: 'New words.' })).json;
    const itemsOf = async () => {
      const partition = await partitionOf(post.id);
      return {
        post: partition.find((item) => item.__edb_e__ === 'post'),
        revision: partition.filter((item) => item.__edb_e__ === 'postRevision').at(-1),
      };
    };
    const before = await itemsOf();
    expect((await restore(changed, revisionId)).statusCode).toBe(200);
    const after = await itemsOf();
    expect(pagesOfStreamRecord(image(before.post), image(after.post))).toContain(`/posts/${post.slug}`);
    expect(after.revision?.kind).toBe('restore');
    expect(pagesOfStreamRecord(undefined, image(after.revision))).toEqual([]);
  });

  it('a revision answers its cover as the post does, and a restore brings the cover back', async () => {
    const coverImageId = await mediaItemFor('post', { alt: 'A restored cover' });
    const post = await createPost(editor.headers, { status: 'published', coverImageId });
    expect(post.cover).toMatchObject({ id: coverImageId, alt: 'A restored cover' });
    const revisionId = await oldest(post.id);
    expect((await revisionOf(editor.headers, post.id, revisionId as string)).json.cover).toEqual(post.cover);
    const bare = (await savePost(editor.headers, post, { coverImageId: null })).json;
    expect(bare.cover).toBeUndefined();
    const restored = await restore(bare, revisionId);
    expect(restored.json.cover).toEqual(post.cover);
  });
});
