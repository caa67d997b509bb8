import type { TermKind } from '#shared/blog.ts';
import type { TableRouteId } from '#shared/contract/route-contract.ts';

/** The API routes of one kind of item that has a name or title, a slug and a parent. */
interface KindRoutes {
  list: TableRouteId;
  get: TableRouteId;
  create: TableRouteId;
  update: TableRouteId;
  remove: TableRouteId;
}

export interface TermKindText {
  /** `topic`, for sentences. */
  singular: string;
  /** `Topic`, for titles. */
  title: string;
  /** The label of the parent select. */
  parentLabel: string;
  routes: KindRoutes;
}

/** Topics, tags and categories: one shape, one form, seven endpoints each. */
export const TERM_KINDS_TEXT = {
  topic: {
    singular: 'topic',
    title: 'Topic',
    parentLabel: 'Parent topic',
    routes: {
      list: 'GET /topics',
      get: 'GET /topics/{id}',
      create: 'POST /topics',
      update: 'PUT /topics/{id}',
      remove: 'DELETE /topics/{id}',
    },
  },
  tag: {
    singular: 'tag',
    title: 'Tag',
    parentLabel: 'Parent tag',
    routes: {
      list: 'GET /tags',
      get: 'GET /tags/{id}',
      create: 'POST /tags',
      update: 'PUT /tags/{id}',
      remove: 'DELETE /tags/{id}',
    },
  },
  category: {
    singular: 'category',
    title: 'Category',
    parentLabel: 'Parent category',
    routes: {
      list: 'GET /categories',
      get: 'GET /categories/{id}',
      create: 'POST /categories',
      update: 'PUT /categories/{id}',
      remove: 'DELETE /categories/{id}',
    },
  },
} satisfies Record<TermKind, TermKindText>;

/** The entity kinds the generic delete page is told, as the API names them. */
const DELETABLE_KINDS = ['tags', 'categories', 'topics', 'posts', 'sitemapitems'] as const;
export type DeletableKind = (typeof DELETABLE_KINDS)[number];

export interface DeletableKindText {
  /** `topic`, `sitemap item`: for "Delete this topic?". */
  singular: string;
  get: TableRouteId;
  remove: TableRouteId;
}

export const DELETABLE_KINDS_TEXT = {
  tags: { singular: 'tag', get: 'GET /tags/{id}', remove: 'DELETE /tags/{id}' },
  categories: {
    singular: 'category',
    get: 'GET /categories/{id}',
    remove: 'DELETE /categories/{id}',
  },
  topics: { singular: 'topic', get: 'GET /topics/{id}', remove: 'DELETE /topics/{id}' },
  posts: { singular: 'post', get: 'GET /posts/{id}', remove: 'DELETE /posts/{id}' },
  sitemapitems: {
    singular: 'sitemap item',
    get: 'GET /sitemapitems/{id}',
    remove: 'DELETE /sitemapitems/{id}',
  },
} satisfies Record<DeletableKind, DeletableKindText>;

/** What the delete page shows of an item: a term's name, a post's or sitemap item's title. */
export function displayNameOf(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const { name, title } = item as { name?: unknown; title?: unknown };
  if (typeof title === 'string' && title.trim() !== '') return title;
  return typeof name === 'string' ? name : '';
}
