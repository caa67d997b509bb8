import type { Page } from '#shared/accounts.ts';
import type { PostCard, TermRef } from '#shared/blog.ts';
import { SITE_PATHS } from '#shared/site-paths.ts';
import { fetchPublishedPosts, fetchTermPosts, type PublicTermKind } from '#web/features/blog/api/public-post-pages.ts';
import { postCardMarkup, postTermsMarkup } from '#web/features/blog/lib/post-card-markup.ts';
import { h } from './dom';

/**
 * The next page of a public post list, drawn by the app's own card (`postCardMarkup`, as DOM
 * elements): loaded by `<site-post-pages>` on the first "Load more".
 */

/** A post of `/posts`, which also shows its topic and tags. */
type ListedPost = PostCard & { topic?: TermRef | null; tags?: readonly TermRef[] };

/** Which list a page is of: the published posts (with their terms), or one topic's, tag's or category's. */
export type PostListSource = { kind: 'published' } | { kind: PublicTermKind; termId: string };

const linkTo = (pattern: string) => (slug: string) => pattern.replace(':slug', slug);
const termLinks = {
  topic: linkTo(SITE_PATHS.topic),
  tag: linkTo(SITE_PATHS.tag),
  category: linkTo(SITE_PATHS.category),
};

/** Reads the page of `source` after `cursor`: its posts as a list (none when the page is empty), and the next cursor. */
export async function nextPostPage(source: PostListSource, cursor: string) {
  const page: Page<ListedPost> =
    source.kind === 'published'
      ? await fetchPublishedPosts(cursor)
      : await fetchTermPosts(source.kind, source.termId, cursor);
  const list =
    page.items.length > 0
      ? h(
          'ul',
          { class: 'post-list', 'aria-label': 'More posts' },
          ...page.items.map((post) =>
            postCardMarkup(
              h,
              post,
              linkTo(SITE_PATHS.post)(post.slug),
              // Only `/posts` shows a post's topic and tags (a topic's or tag's page files them all alike).
              source.kind === 'published' && postTermsMarkup(h, post, termLinks),
            ),
          ),
        )
      : undefined;
  return { list, cursor: page.cursor };
}
