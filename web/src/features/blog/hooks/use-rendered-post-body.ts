import type { Post } from '#shared/blog.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/** The shared markdown renderer (markdown-it), a chunk of its own that a pre-rendered post never loads. */
export const loadMarkdownRenderer = () => import('#shared/markdown/renderer.ts');

/** What the post page shows of a rendered body. */
export interface RenderedPostBody {
  title?: string;
  html: string;
  hasCode: boolean;
}

/** Rendering the same text again gives the same HTML: never rendered twice for one version of a post. */
const ONCE_PER_VERSION = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false };

/**
 * A post's markdown body as HTML, through the shared renderer. It is a read like the post's own
 * (shared/api/swr.ts), keyed by the post's id and version: a pre-rendered post page carries the
 * rendered body in its page data, so the browser hydrates it without loading markdown-it (41 KB
 * gzip, against the 100 KB first-load budget of docs/rendering.md); a post reached in the SPA
 * loads the renderer once.
 */
export function useRenderedPostBody(post: Pick<Post, 'id' | 'body' | 'updatedAt'>) {
  return useSWR<RenderedPostBody>(
    ['post-body', post.id, post.updatedAt],
    async () => {
      const { renderMarkdown } = await loadMarkdownRenderer();
      const { title, html, hasCode } = renderMarkdown(post.body);
      return { title, html, hasCode };
    },
    ONCE_PER_VERSION,
  );
}
