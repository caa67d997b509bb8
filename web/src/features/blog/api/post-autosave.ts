import { useEffect, useState } from 'react';
import type { Post, PostAutosaveResult, PostPendingChanges } from '#shared/blog.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/**
 * `PUT /posts/{id}/autosave` with the form's fields and version: a draft is saved into the post; a
 * published or scheduled post stays as it is and the fields become the caller's pending changes.
 */
export function autosavePost(id: string, input: RouteBody<'PUT /posts/{id}/autosave'>): Promise<PostAutosaveResult> {
  return apiClient.request('PUT /posts/{id}/autosave', { params: { id }, body: input });
}

/** `GET /posts/{id}/autosave` → the caller's pending changes to the post, if any. */
async function fetchPendingChanges(id: string): Promise<PostPendingChanges | null> {
  const answer = await apiClient.request('GET /posts/{id}/autosave', { params: { id } });
  return answer.pending;
}

/** `DELETE /posts/{id}/autosave` → 204: "Discard changes" drops the caller's pending changes. */
export async function discardPendingChanges(id: string): Promise<void> {
  await apiClient.request('DELETE /posts/{id}/autosave', { params: { id } });
}

/**
 * The caller's pending changes of a published or scheduled post, read once each time its form
 * opens (never from a cache: the form starts from them). Undefined while reading; null for none,
 * for a draft, or when they could not be read (the form opens on the live post).
 */
export function usePendingChanges(
  post: Pick<Post, 'id' | 'status'> | undefined,
): PostPendingChanges | null | undefined {
  const [pending, setPending] = useState<{ id: string; value: PostPendingChanges | null }>();
  const id = post?.id;
  const needed = post !== undefined && post.status !== 'draft';
  useEffect(() => {
    if (!id || !needed) return;
    let current = true;
    fetchPendingChanges(id).then(
      (value) => current && setPending({ id, value }),
      () => current && setPending({ id, value: null }),
    );
    return () => {
      current = false;
    };
  }, [id, needed]);
  if (!post) return undefined;
  if (!needed) return null;
  return pending?.id === post.id ? pending.value : undefined;
}
