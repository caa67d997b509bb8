import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '#lambdas/blog/handler.ts';
import { documentClient } from '#lambdas/lib/db/client.ts';
import { Post } from '#lambdas/lib/db/entities/post.ts';
import { invoke } from '#test/support/invoke.ts';

/** Helpers of the post-editor tests (revisions, autosave, conflicts, presence). */
type Headers = Record<string, string>;

const postBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Revised ${Math.random().toString(36).slice(2, 8)}`,
  summary: 'A summary',
  body: 'The first text.',
  status: 'draft',
  ...overrides,
});

export async function createPost(headers: Headers, overrides: Record<string, unknown> = {}) {
  const answer = await invoke(handler, 'POST', '/api/posts', { headers, body: postBody(overrides) });
  if (answer.statusCode !== 201) throw new Error(`Create failed: ${answer.body}`);
  return answer.json;
}

/** A PUT of the post as read (`post`, an answer) with some fields changed. */
export function savePost(headers: Headers, post: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  return invoke(handler, 'PUT', `/api/posts/${post.id}`, { headers, body: formOf(post, changes) });
}

/** The form fields of a post answer, with some changed, and its version. */
export function formOf(post: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const terms = (list: unknown) => ((list as Array<{ id: string }> | undefined) ?? []).map((term) => term.id);
  return {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    body: post.body,
    status: post.status,
    publishAt: post.publishAt,
    topicId: (post.topic as { id: string } | null)?.id ?? null,
    tagIds: terms(post.tags),
    categoryIds: terms(post.categories),
    version: post.version,
    ...changes,
  };
}

export async function revisionsOf(headers: Headers, postId: string, query = '?limit=100') {
  const answer = await invoke(handler, 'GET', `/api/posts/${postId}/revisions${query}`, { headers });
  if (answer.statusCode !== 200) throw new Error(`Revisions failed: ${answer.body}`);
  return answer.json as { items: Array<Record<string, unknown>>; cursor: string | null };
}

export async function revisionOf(headers: Headers, postId: string, revisionId: string) {
  return invoke(handler, 'GET', `/api/posts/${postId}/revisions/${revisionId}`, { headers });
}

/** Every item stored in the post's own partition, read raw: the post and what lives beside it. */
export async function partitionOf(postId: string): Promise<Array<Record<string, unknown>>> {
  const { Key } = Post.get({ postId }).params() as { Key: { pk: string } };
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: process.env.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': Key.pk },
      ConsistentRead: true,
    }),
  );
  return Items;
}
