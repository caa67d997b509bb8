import type { Page } from '#shared/accounts.ts';
import type { Post, PostRevision, PostRevisionSummary } from '#shared/blog.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

const POST_REVISIONS_PAGE_SIZE = 20;

/** `GET /posts/{id}/revisions?limit&cursor` (Editor, Admin) → one page of the post's history, newest first. */
export function fetchPostRevisions(id: string, cursor: string | null): Promise<Page<PostRevisionSummary>> {
  return apiClient.request('GET /posts/{id}/revisions', {
    params: { id },
    query: { limit: POST_REVISIONS_PAGE_SIZE, cursor: cursor ?? undefined },
  });
}

/** `GET /posts/{id}/revisions/{revisionId}` → the post's fields as that write left them. */
export function usePostRevision(id: string, revisionId: string | undefined) {
  return useSWR(
    revisionId ? apiPath('GET /posts/{id}/revisions/{revisionId}', { id, revisionId }) : null,
    () => apiClient.request('GET /posts/{id}/revisions/{revisionId}', { params: { id, revisionId: revisionId ?? '' } }),
    { prerender: false, revalidateOnFocus: false },
  ) as { data?: PostRevision; error?: unknown; mutate: () => Promise<unknown> };
}

/** `POST /posts/{id}/revisions/{revisionId}/restore` with the version the form holds → the post; 409 when stale. */
export function restorePostRevision(id: string, revisionId: string, version: number): Promise<Post> {
  return apiClient.request('POST /posts/{id}/revisions/{revisionId}/restore', {
    params: { id, revisionId },
    body: { version },
  });
}
