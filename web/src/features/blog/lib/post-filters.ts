import { POST_STATUSES, type PostStatus } from '#shared/blog.ts';

/** The orders `GET /posts?sort=` knows: last change, publication date, or the soonest scheduled first. */
export const POST_SORTS = ['updated', 'published', 'scheduled'] as const;
export type PostSort = (typeof POST_SORTS)[number];

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
 * The filters of a page address (`?status=draft&sort=scheduled`), so a filtered list can be linked
 * and survives a reload; an unknown status or sort is read as none rather than sent to fail.
 */
export function postFiltersOf(search: URLSearchParams): PostFilters {
  return {
    status: oneOf<PostStatus | ''>(POST_STATUSES, search.get('status'), ''),
    topicId: search.get('topicId') ?? '',
    tagId: search.get('tagId') ?? '',
    categoryId: search.get('categoryId') ?? '',
    authorId: search.get('authorId') ?? '',
    q: (search.get('q') ?? '').trim(),
    sort: oneOf(POST_SORTS, search.get('sort'), NO_POST_FILTERS.sort),
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
