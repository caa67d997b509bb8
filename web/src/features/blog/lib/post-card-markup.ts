import type { PostCard, TermRef } from '#shared/blog.ts';
import { personName } from '#web/shared/lib/person-name.ts';
import { coverImageMarkup } from '#web/shared/ui/cover-image-markup.ts';
import type { Markup, MarkupChild } from '#web/shared/ui/markup.ts';
import { formatPostDate } from './dates';

/**
 * A post's card and its term chips, written once against `Markup` (web/src/shared/ui/markup.ts):
 * the app's `PostCard` and `PostTerms` draw them as React elements, and a public post list's
 * "Load more" island (web/src/islands/post-cards.ts) draws the next page's cards as DOM elements.
 */

/** The public pages of a topic's, a tag's and a category's posts (`/topics/{slug}`, `/tags/{slug}`, `/categories/{slug}`). */
export interface TermLinks {
  topic: (slug: string) => string;
  tag: (slug: string) => string;
  category: (slug: string) => string;
}

export interface PostTermsFields {
  topic?: TermRef | null;
  tags?: readonly TermRef[];
  categories?: readonly TermRef[];
}

/** The topic, tags and (on the post page) categories a post is filed under, as chips; without `links` the chips are plain text. */
export function postTermsMarkup<Node>(
  h: Markup<Node>,
  { topic, tags = [], categories = [] }: PostTermsFields,
  links?: TermLinks,
): Node | undefined {
  if (!topic && tags.length === 0 && categories.length === 0) return undefined;
  const chip = (className: string, term: TermRef, href: ((slug: string) => string) | undefined) =>
    h('dd', { class: className }, href ? h('a', { href: href(term.slug) }, term.name) : term.name);
  const group = (label: string, chips: Node[]) =>
    h('div', { class: 'post-terms__group' }, h('dt', {}, label), ...chips);
  return h(
    'dl',
    { class: 'post-terms' },
    topic && group('Topic', [chip('post-chip post-chip--topic', topic, links?.topic)]),
    tags.length > 0 &&
      group(
        tags.length === 1 ? 'Tag' : 'Tags',
        tags.map((tag) => chip('post-chip', tag, links?.tag)),
      ),
    categories.length > 0 &&
      group(
        categories.length === 1 ? 'Category' : 'Categories',
        categories.map((category) => chip('post-chip post-chip--category', category, links?.category)),
      ),
  );
}

/**
 * One post in a list (/posts, a topic's or a tag's page): its cover, its title linking to the
 * post, date, author and summary, and what the list adds below (the post's topic and tag chips on /posts).
 */
export function postCardMarkup<Node>(h: Markup<Node>, post: PostCard, href: string, more?: MarkupChild<Node>): Node {
  const date = formatPostDate(post.publishedAt);
  return h(
    'li',
    { class: 'post-card' },
    h(
      'article',
      {},
      post.cover && coverImageMarkup(h, post.cover, 'card'),
      h('h2', { class: 'post-card__title' }, h('a', { href }, post.title)),
      h(
        'p',
        { class: 'post-meta' },
        date && h('time', { datetime: post.publishedAt ?? undefined }, date),
        post.authorName &&
          h('span', {}, `by ${personName({ name: post.authorName, isDeleted: post.authorIsDeleted })}`),
      ),
      post.summary && h('p', { class: 'post-card__summary' }, post.summary),
      more,
    ),
  );
}
