import { useEffect } from 'react';
import { mutate } from 'swr';
import type { Post } from '#shared/blog.ts';
import { postBySlugKey } from '#web/features/blog/api/get-post-by-slug.ts';
import { recordPostView } from '#web/features/blog/api/record-post-view.ts';
import { createViewedPosts, recordViewOnce } from '#web/features/blog/lib/post-views.ts';

/** This tab's counted posts, shared by every post page it shows. */
const viewedPosts = createViewedPosts();

/**
 * Counts one view of a published post per browser session (`POST /posts/{id}/view`), and shows the
 * new count. Nothing is sent or stored while `allowed` is false (no analytics consent, as for page
 * views); when it turns true the post on screen is counted. The request is not cancelled when the
 * effect is cleaned up: StrictMode's second run finds the post already marked and sends nothing, so
 * the first request is the only one.
 */
export function useRecordPostView(post: Pick<Post, 'id' | 'slug' | 'status'> | undefined, allowed: boolean) {
  const id = post?.status === 'published' ? post.id : undefined;
  const slug = post?.slug;
  useEffect(() => {
    if (!allowed || !id || !slug) return;
    recordViewOnce(id, recordPostView, viewedPosts).then(
      (answer) => {
        if (!answer) return;
        void mutate<Post>(
          postBySlugKey(slug),
          (current) => (current ? { ...current, viewCount: answer.viewCount } : current),
          { revalidate: false },
        );
      },
      (error: unknown) => console.warn(`The view of post ${id} was not counted.`, error),
    );
  }, [id, slug, allowed]);
}
