import { POST_SORTS, POST_STATUSES, type PostSort, type PostStatus } from '#shared/blog.ts';

/** The editors' list of posts as its page address carries it; '' is "any". */
export interface PostFilters {
  status: PostStatus | '';
  topicId: string;
  tagId: string;
  categoryId: string;
  authorId: string;
  /** Words of the title. */
  q: string;
  sort: PostSort;
}

export const NO_POST_FILTERS: PostFilters = {
  status: '',
  topicId: '',
  tagId: '',
  categoryId: '',
  authorId: '',
  q: '',
  sort: 'updated',
};

const FILTER_NAMES = ['status', 'topicId', 'tagId', 'categoryId', 'authorId', 'q', 'sort'] as const;

function oneOf<Value extends string>(values: readonly Value[], value: string | null, fallback: Value): Value {
  return values.find((known) => known === value) ?? fallback;
}

/**
 * The orders offered with a status: the published and scheduled orders list posts of that status
 * only (no other post has the date), so a status allows last change and its own order, and any
 * status last change only. An order is then never more than an order: choosing one leaves the
 * Status filter as it is.
 */
export function sortsFor(status: PostStatus | ''): readonly PostSort[] {
  return POST_SORTS.filter((sort) => sort === 'updated' || sort === status);
}

/**
 * The filters with one choice changed, kept to what `GET /posts` accepts: a status whose orders
 * exclude the chosen order resets it to last change; an order never changes the status.
 */
export function withPostFilter(filters: PostFilters, name: keyof PostFilters, value: string): PostFilters {
  const next = { ...filters, [name]: value } as PostFilters;
  return sortsFor(next.status).includes(next.sort) ? next : { ...next, sort: 'updated' };
}

/**
 * The filters of a page address (`?status=draft&sort=scheduled`), so a filtered list can be linked
 * and survives a reload; an unknown status or sort is read as none rather than sent to fail, an
 * order of one status without a status (`?sort=published`) as that status, as the API reads it,
 * and an order that does not fit the status (a draft by publication date) as last change.
 */
export function postFiltersOf(search: URLSearchParams): PostFilters {
  const sorted = oneOf<PostStatus | ''>(POST_STATUSES, search.get('sort'), '');
  const status = oneOf<PostStatus | ''>(POST_STATUSES, search.get('status'), sorted);
  return {
    status,
    topicId: search.get('topicId') ?? '',
    tagId: search.get('tagId') ?? '',
    categoryId: search.get('categoryId') ?? '',
    authorId: search.get('authorId') ?? '',
    q: (search.get('q') ?? '').trim(),
    sort: oneOf(sortsFor(status), search.get('sort'), NO_POST_FILTERS.sort),
  };
}

/** The page address's query of these filters: only the ones set, the default order left out. */
export function searchOfPostFilters(filters: PostFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name].trim();
    if (value !== '' && value !== NO_POST_FILTERS[name]) search.set(name, value);
  }
  return search;
}

/** The query of `GET /posts` for one page of the filtered list; filters left empty are not sent. */
export function postsQueryOf(filters: PostFilters, cursor: string | null, limit: number) {
  const query: Record<string, string | number | undefined> = { limit, cursor: cursor ?? undefined };
  for (const name of FILTER_NAMES) {
    const value = filters[name].trim();
    if (value !== '') query[name] = value;
  }
  return query;
}
