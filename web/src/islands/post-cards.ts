import type { Page } from '#shared/accounts.ts';
import type { PostCard, TermRef } from '#shared/blog.ts';
import { SITE_PATHS } from '#shared/site-paths.ts';
import { fetchPublishedPosts, fetchTermPosts, type PublicTermKind } from '#web/features/blog/api/public-post-pages.ts';
import { formatPostDate } from '#web/features/blog/lib/dates.ts';
import { cardCover, h } from './dom';

/**
 * The next page of a public post list, as the app's list renders it (features/blog/components/
 * post-card.tsx and post-terms.tsx): loaded by `<site-post-pages>` on the first "Load more".
 */

/** A post of `/posts`, which also shows its topic and tags. */
type ListedPost = PostCard & { topic?: TermRef | null; tags?: readonly TermRef[] };

/** Which list a page is of: the published posts (with their terms), or one topic's or tag's. */
export type PostListSource = { kind: 'published' } | { kind: PublicTermKind; termId: string };

const linkTo = (pattern: string, slug: string) => pattern.replace(':slug', slug);

function chip(className: string, pattern: string, term: TermRef) {
  return h('dd', { class: className }, h('a', { href: linkTo(pattern, term.slug) }, term.name));
}

function postTerms({ topic, tags = [] }: ListedPost) {
  if (!topic && tags.length === 0) return undefined;
  return h(
    'dl',
    { class: 'post-terms' },
    topic
      ? h(
          'div',
          { class: 'post-terms__group' },
          h('dt', {}, 'Topic'),
          chip('post-chip post-chip--topic', SITE_PATHS.topic, topic),
        )
      : undefined,
    tags.length > 0 &&
      h(
        'div',
        { class: 'post-terms__group' },
        h('dt', {}, tags.length === 1 ? 'Tag' : 'Tags'),
        ...tags.map((tag) => chip('post-chip', SITE_PATHS.tag, tag)),
      ),
  );
}

function postCard(post: ListedPost, withTerms: boolean) {
  const date = formatPostDate(post.publishedAt);
  return h(
    'li',
    { class: 'post-card' },
    h(
      'article',
      {},
      cardCover(post.cover),
      h('h2', { class: 'post-card__title' }, h('a', { href: linkTo(SITE_PATHS.post, post.slug) }, post.title)),
      h(
        'p',
        { class: 'post-meta' },
        date && h('time', { datetime: post.publishedAt ?? undefined }, date),
        h('span', {}, `by ${post.authorName}`),
      ),
      post.summary ? h('p', { class: 'post-card__summary' }, post.summary) : undefined,
      withTerms ? postTerms(post) : undefined,
    ),
  );
}

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
          // Only `/posts` shows a post's topic and tags (a topic's or tag's page files them all alike).
          ...page.items.map((post) => postCard(post, source.kind === 'published')),
        )
      : undefined;
  return { list, cursor: page.cursor };
}
