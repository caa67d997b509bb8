import type { Post } from '#shared/blog.ts';
import { useLazyMarkdown } from '#web/shared/lib/use-lazy-markdown.ts';

/** A post's markdown body as HTML, its opening heading taken out as the title (the markdown renderer loads on demand). */
export function useRenderedPostBody(post: Pick<Post, 'id' | 'body' | 'updatedAt'>) {
  return useLazyMarkdown(['post-body', post.id, post.updatedAt], ({ renderMarkdown }) => {
    const { title, html, hasCode } = renderMarkdown(post.body);
    return { title, html, hasCode };
  });
}
