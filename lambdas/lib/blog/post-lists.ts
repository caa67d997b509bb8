import type { PostSort, PostStatus, TermKind } from '#shared/blog.ts';
import { Post, type PostItem } from '../db/entities/post';
import { PostLink } from '../db/entities/post-link';
import { cursorAfterItem, type ExactPageRead, type PageRequest, queryExactPage } from '../db/page';
import { titleWordsOf } from './post-writes';

/** What `GET /api/posts` asks for; `status` undefined is every status. */
export interface PostListFilter {
  status?: PostStatus;
  topicId?: string;
  tagId?: string;
  categoryId?: string;
  authorId?: string;
  q?: string;
  sort: PostSort;
}

/** The order each status's list (gsi3 and the post links, by `sortDate`) is kept in. */
const NATURAL_SORT: Record<PostStatus, PostSort> = {
  published: 'published',
  scheduled: 'scheduled',
  draft: 'updated',
};

/** Items a filtered Query reads per request while it fills a page (DynamoDB's `Limit`). */
const FILTERED_READ = 100;

type Attribute = { readonly name?: string };
interface FilterOperations {
  eq: (attribute: Attribute, value: string) => string;
  contains: (attribute: Attribute, value: string) => string;
}
type Condition = (attributes: Record<string, Attribute>, operations: FilterOperations) => string;

/** The conditions of a FilterExpression for `filter`, without the ones the key already answers. */
function conditionsOf(filter: PostListFilter, keyed: { status: boolean; term?: TermKind }): Condition[] {
  const { status, topicId, tagId, categoryId, authorId } = filter;
  const words = titleWordsOf(filter.q ?? '');
  const when = (value: string | undefined, unlessKeyed: boolean, condition: (value: string) => Condition) =>
    value !== undefined && !unlessKeyed ? [condition(value)] : [];
  return [
    ...when(status, keyed.status, (value) => (a, op) => op.eq(a.status as Attribute, value)),
    ...when(topicId, keyed.term === 'topic', (value) => (a, op) => op.eq(a.topicId as Attribute, value)),
    ...when(tagId, keyed.term === 'tag', (value) => (a, op) => op.contains(a.tagIds as Attribute, value)),
    ...when(
      categoryId,
      keyed.term === 'category',
      (value) => (a, op) => op.contains(a.categoryIds as Attribute, value),
    ),
    ...when(authorId, false, (value) => (a, op) => op.eq(a.authorId as Attribute, value)),
    // Each word may be the start or any part of a title's word ("electro" finds "ElectroDB"), as
    // the site's search matches prefixes; case and accents never matter.
    ...words.map(
      (word): Condition =>
        (a, op) =>
          op.contains(a.titleSearch as Attribute, word),
    ),
  ];
}

/** DynamoDB's `Limit` per request of one page: the page (and one more) when unfiltered, more when filtered. */
function readSizeOf(conditions: Condition[], { limit }: PageRequest): number {
  return conditions.length === 0 ? limit + 1 : Math.max(limit + 1, FILTERED_READ);
}

/** Where a page of posts ends, for the index it was read from. */
const cursorAfterPost = {
  byUpdated: cursorAfterItem<PostItem>(Post, 'byUpdated'),
  byStatus: cursorAfterItem<PostItem>(Post, 'byStatus'),
};
const cursorAfterLink = cursorAfterItem<{ postId: string }>(PostLink, 'byTerm');

/** A where-callback of ElectroDB built from the conditions (typed loosely: both entities have the fields). */
function whereOf(conditions: Condition[]) {
  return (attributes: unknown, operations: unknown) =>
    conditions
      .map((condition) => condition(attributes as Record<string, Attribute>, operations as FilterOperations))
      .join(' AND ');
}

/**
 * Every published post of an author: the whole published index, filtered (a FilterExpression on
 * gsi3). For the rare change that touches them all: the account deleted, restored or removed
 * (render/people-pages.ts).
 */
export async function listPublishedPostsBy(authorId: string): Promise<PostItem[]> {
  const { data } = await Post.query
    .byStatus({ lifecycle: 'active', status: 'published' })
    .where((attributes, { eq }) => eq(attributes.authorId, authorId))
    .go({ pages: 'all' });
  return data;
}

/** The term a filter names, the first of topic, tag, category: its post links are the key of the Query. */
function termOf(filter: PostListFilter): { kind: TermKind; termId: string } | undefined {
  if (filter.topicId) return { kind: 'topic', termId: filter.topicId };
  if (filter.tagId) return { kind: 'tag', termId: filter.tagId };
  if (filter.categoryId) return { kind: 'category', termId: filter.categoryId };
  return undefined;
}

/**
 * One page of `GET /api/posts` (docs/data-model.md, "Listing posts"). The caller has checked that
 * `sort` fits `status` (`published` and `scheduled` only order posts of that status).
 *
 * - A status in its own order: that status's partition of gsi3 (`byStatus`, by `sortDate`) or,
 *   with a term, the term's post links of that status (same order), then one BatchGet of the posts.
 * - Otherwise (every status, or published or scheduled posts by last change): gsi1 (`byUpdated`).
 *
 * Every other filter is a FilterExpression on that Query; ElectroDB then reads further pages of it
 * until the page holds `limit` items or the Query ends, so a page is short only when it is the last.
 */
export async function listPostsFiltered(filter: PostListFilter, page: PageRequest) {
  const { status, sort } = filter;
  const order = sort === 'scheduled' ? 'asc' : 'desc';
  if (status && NATURAL_SORT[status] === sort) {
    const term = termOf(filter);
    if (term) return listThroughLinks(filter, term, status, page);
    const conditions = conditionsOf(filter, { status: true });
    const query = Post.query.byStatus({ lifecycle: 'active', status });
    return queryExactPage(
      page,
      cursorAfterPost.byStatus,
      (read: ExactPageRead) =>
        (conditions.length > 0 ? query.where(whereOf(conditions)) : query).go({ order, ...read }),
      readSizeOf(conditions, page),
    );
  }
  const conditions = conditionsOf(filter, { status: false });
  const query = Post.query.byUpdated({ lifecycle: 'active' });
  return queryExactPage(
    page,
    cursorAfterPost.byUpdated,
    (read: ExactPageRead) => (conditions.length > 0 ? query.where(whereOf(conditions)) : query).go({ order, ...read }),
    readSizeOf(conditions, page),
  );
}

/** The posts of one status filed under a term, in that status's order: its links, then the posts themselves. */
async function listThroughLinks(
  filter: PostListFilter,
  term: { kind: TermKind; termId: string },
  status: PostStatus,
  page: PageRequest,
): Promise<{ items: PostItem[]; cursor: string | null }> {
  const conditions = conditionsOf(filter, { status: true, term: term.kind });
  const query = PostLink.query.byTerm({ ...term, status });
  const order = NATURAL_SORT[status] === 'scheduled' ? 'asc' : 'desc';
  const links = await queryExactPage(
    page,
    cursorAfterLink,
    (read: ExactPageRead) => (conditions.length > 0 ? query.where(whereOf(conditions)) : query).go({ order, ...read }),
    readSizeOf(conditions, page),
  );
  if (links.items.length === 0) return { items: [], cursor: links.cursor };
  const { data } = await Post.get(links.items.map(({ postId }) => ({ postId }))).go({ preserveBatchOrder: true });
  const items = data.filter((post): post is PostItem => !!post && post.lifecycle === 'active');
  return { items, cursor: links.cursor };
}
