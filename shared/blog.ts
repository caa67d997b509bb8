/**
 * The blog's shapes, limits and answers (topics, tags, categories, posts, sitemap items and
 * their error messages), free of zod so the SPA's screens can use them without the schemas.
 */

import { hasAccess } from './accounts.ts';
import type { MediaCover } from './media';

/** Topics, tags and categories share one shape and one set of seven endpoints. */
const TERM_KINDS = ['topic', 'tag', 'category'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

/** Every kind that has a slug, a parent and children: the three term kinds and sitemap items. */
export type NodeKind = TermKind | 'sitemapItem';

export const NAME_MAX_LENGTH = 100;
export const SLUG_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 500;
export const POST_TITLE_MAX_LENGTH = 200;
export const POST_SUMMARY_MAX_LENGTH = 500;
export const POST_BODY_MAX_LENGTH = 100_000;
export const POST_MAX_TAGS = 10;
export const POST_MAX_CATEGORIES = 5;
/** A parent chain deeper than this is refused: the tree stays readable and the ancestor walk bounded. */
export const MAX_HIERARCHY_DEPTH = 8;

/**
 * Words of lower-case (or caseless) letters and digits of any script joined by single hyphens:
 * `getting-started`, `مقالة-عن-الحوسبة`, `サーバーレス`. A letter may carry combining marks (the vowel
 * signs of Devanagari), a word may not start with one. In URLs the non-ASCII ones are
 * percent-encoded (docs/blog-and-projects.md#slugs).
 */
export const SLUG_PATTERN =
  /^[\p{Ll}\p{Lm}\p{Lo}\p{N}][\p{Ll}\p{Lm}\p{Lo}\p{N}\p{M}]*(?:-[\p{Ll}\p{Lm}\p{Lo}\p{N}][\p{Ll}\p{Lm}\p{Lo}\p{N}\p{M}]*)*$/u;

/** Whether a text is a slug: the pattern, the length, and in NFC (one spelling of each letter). */
export function isSlug(text: string): boolean {
  return text.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(text) && text === text.normalize('NFC');
}

export const SLUG_EXISTS = 'Slug exists';
/** `/posts/create` and `/posts/add` are the post form, so no post may take those slugs. */
export const RESERVED_POST_SLUGS: readonly string[] = ['create', 'add'];
export const TOPIC_NOT_FOUND = 'Topic not found';
export const TAG_NOT_FOUND = 'Tag not found';
export const CATEGORY_NOT_FOUND = 'Category not found';
export const POST_NOT_FOUND = 'Post not found';
export const REVISION_NOT_FOUND = 'Revision not found';
/** The answer at a published post's earlier slug (301, with the current slug). */
export const POST_MOVED = 'This post has moved';
/** The post form's warning when a published post's slug is edited. */
export const POST_ADDRESS_CHANGES = "The post's address changes; the old address will redirect to the new one.";
export const SITEMAP_ITEM_NOT_FOUND = 'Sitemap item not found';
/** Why an editor (not an admin) may not delete a post: it is someone else's, or was published once. */
export const EDITOR_DELETE_REFUSED = 'Editors can delete only their own drafts that were never published.';
export const TOPIC_HAS_SUBTOPICS =
  'This topic has subtopics and cannot be deleted. Please remove or reassign the subtopics first.';
export const TOPIC_UPDATED = 'Topic updated successfully!';
export const TOPIC_UPDATE_FAILED = 'Failed to update the topic. Please try again.';
export const TOPIC_UPDATE_UNEXPECTED = 'An unexpected error occurred. Please try again later.';

/**
 * Letters written as Latin letters where a standard spelling exists: German ß and the Latin letters
 * that have no decomposition, and Russian and Ukrainian Cyrillic (a BGN/PCGN-like romanisation,
 * ASCII only). Other scripts keep their own letters.
 */
const TRANSLITERATIONS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ye',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'yi',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Cuts a slug to SLUG_MAX_LENGTH at the last hyphen that fits; one longer word at a whole character. */
function cutAtWord(slug: string): string {
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const boundary = slug.slice(0, SLUG_MAX_LENGTH + 1).lastIndexOf('-');
  if (boundary > 0) return slug.slice(0, boundary);
  let cut = '';
  for (const character of slug) {
    if (cut.length + character.length > SLUG_MAX_LENGTH) break;
    cut += character;
  }
  return cut.replace(/\p{M}+$/u, '');
}

/**
 * Turns a title into a slug suggestion in any script: `Hello, World!` → `hello-world`, `Ünïcödé` →
 * `unicode`, `Straße` → `strasse`, `Привет мир` → `privet-mir`, `مقالة عن الحوسبة` →
 * `مقالة-عن-الحوسبة`. Compatibility forms are folded (full-width letters), accents are dropped from
 * Latin, Greek and Cyrillic letters, other scripts keep their letters, digits and marks; anything
 * else separates words. Cut at a word boundary within SLUG_MAX_LENGTH; empty when the title has no
 * letter or digit.
 */
export function slugify(text: string): string {
  const lower = Array.from(
    text.normalize('NFC').toLowerCase(),
    (character) => TRANSLITERATIONS[character] ?? character,
  );
  const slug = lower
    .join('')
    .normalize('NFKD')
    .replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/(^|-)\p{M}+/gu, '$1')
    .replace(/^-+|-+$/g, '');
  return cutAtWord(slug);
}

/** Who changed an item and when; set by the server only. */
export interface AuditFields {
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
  /** Increases on every change; send it back with an update to refuse a lost update (409). */
  version: number;
}

/** A topic, tag or category as the API answers it. */
export interface Term extends AuditFields {
  id: string;
  name: string;
  description: string;
  slug: string;
  /** The parent's id, or null at the top. Topics answer it as `parentTopicId` too. */
  parentId: string | null;
  childCount: number;
  /** Posts filed under it: of every status for editors and admins, published ones for everyone else. */
  postCount: number;
}

export interface Topic extends Term {
  parentTopicId: string | null;
}

/** What a post keeps of a topic, tag or category it is filed under. */
export interface TermRef {
  id: string;
  name: string;
  slug: string;
}

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The orders of `GET /api/posts`: `updated` (the default) and `published` newest first, `scheduled` soonest first. */
export const POST_SORTS = ['updated', 'published', 'scheduled'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** The latest `publishAt` a post scheduled at `now` may have: the same moment a calendar year later. */
export function latestPublishAt(now: Date): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  return latest;
}

/** The statuses `POST /api/posts/bulk-status` sets. */
export const BULK_POST_STATUSES = ['published', 'draft'] as const;
/** The statuses a bulk change sets: publish now, or back to draft. */
export type BulkPostStatus = (typeof BULK_POST_STATUSES)[number];
export const BULK_MAX_IDS = 50;

/** `POST /api/posts/bulk-status` answers which posts changed and, for each other one, why not. */
export interface BulkStatusResult {
  updated: string[];
  failed: Array<{ id: string; message: string }>;
}

export interface PostSummary extends AuditFields {
  id: string;
  title: string;
  slug: string;
  summary: string;
  status: PostStatus;
  /** Set when the post is first published; kept when it goes back to draft and is published again. */
  publishedAt: string | null;
  /** When a scheduled post is to be published; null unless `status` is `scheduled`. */
  publishAt: string | null;
  topic: TermRef | null;
  tags: TermRef[];
  categories: TermRef[];
  viewCount: number;
  authorId: string;
  /** The author's name; absent once the author's account is deleted, except to an admin. */
  authorName?: string;
  /** Only in an admin's answer: the author's account is deleted. */
  authorIsDeleted?: true;
  /** The cover image (`coverImageId` when the post is saved); absent without one or once it is deleted. */
  cover?: MediaCover;
}

/** Who is asking, for the rules that depend on it: the signed-in user's id and roles. */
export interface Viewer {
  id: string;
  roles: readonly string[];
}

/**
 * Whether someone may delete a post: an admin any post; an editor a draft they wrote that was never
 * published (a post keeps `publishedAt` from its first publication, a scheduled one's included).
 * The server's rule for `DELETE /api/posts/{id}`, and where the SPA offers Delete.
 */
export function mayDeletePost(
  post: Pick<PostSummary, 'status' | 'authorId'> & { publishedAt?: string | null },
  viewer: Viewer,
): boolean {
  if (hasAccess(viewer.roles, 'admin')) return true;
  return (
    hasAccess(viewer.roles, 'editor') && post.authorId === viewer.id && post.status === 'draft' && !post.publishedAt
  );
}

export interface Post extends PostSummary {
  /** Markdown. */
  body: string;
}

/** A post as listed under one topic or tag: the card fields, without the body. */
export interface PostCard {
  id: string;
  title: string;
  slug: string;
  summary: string;
  publishedAt: string | null;
  /** The author's name; absent once the author's account is deleted, except to an admin. */
  authorName?: string;
  /** Only in an admin's answer: the author's account is deleted. */
  authorIsDeleted?: true;
  cover?: MediaCover;
}

export const CHANGE_FREQUENCIES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
export type ChangeFrequency = (typeof CHANGE_FREQUENCIES)[number];

/** An entry of the site map: drives /sitemap.xml and the site's map page. */
export interface SitemapItem extends AuditFields {
  id: string;
  title: string;
  slug: string;
  /** A path of this site (`/posts`) or an absolute http(s) address. */
  url: string;
  description: string;
  parentId: string | null;
  childCount: number;
  sortOrder: number;
  changeFrequency: ChangeFrequency;
  /** 0.0 to 1.0, as sitemaps.org defines it. */
  priority: number;
  /**
   * In the lists only: whether a page answers 200 at `url` (docs/pages.md); false leaves the item out
   * of /sitemap.xml, null for an address of another site, which is not checked.
   */
  hasPage?: boolean | null;
}

/** What caused a post revision (`GET /api/posts/{id}/revisions`). */
export const POST_REVISION_KINDS = ['save', 'autosave', 'publish', 'unpublish', 'restore', 'schedule'] as const;
export type PostRevisionKind = (typeof POST_REVISION_KINDS)[number];

/** One entry of a post's history, without its body. */
export interface PostRevisionSummary {
  id: string;
  postId: string;
  kind: PostRevisionKind;
  /** The post version this revision produced. */
  version: number;
  title: string;
  status: PostStatus;
  savedAt: string;
  savedBy: string;
  savedByName: string;
  /** A restore's source revision. */
  restoredFrom?: string;
}

/** A revision with the post's fields as that write left them. */
export interface PostRevision extends PostRevisionSummary {
  slug: string;
  summary: string;
  body: string;
  topic: TermRef | null;
  tags: TermRef[];
  categories: TermRef[];
  cover?: MediaCover;
  publishAt: string | null;
}

/** An editor's autosaved changes to a published or scheduled post, not yet applied (`PUT /api/posts/{id}` applies them). */
export interface PostPendingChanges {
  postId: string;
  /** The post version the editor started from. */
  baseVersion: number;
  savedAt: string;
  savedBy: string;
  savedByName: string;
  title: string;
  slug: string;
  summary: string;
  body: string;
  status: PostStatus;
  publishAt: string | null;
  topicId: string | null;
  tagIds: string[];
  categoryIds: string[];
  coverImageId: string | null;
}

/** `PUT /api/posts/{id}/autosave`: the post as it is now, and the caller's pending changes (null for a draft, saved directly). */
export interface PostAutosaveResult {
  post: Post;
  pending: PostPendingChanges | null;
}

/** Another editor who has the post open. */
export interface PostEditorPresence {
  userId: string;
  name: string;
  since: string;
}

/** The 409 of a post write whose `version` is stale: the post as it is now and its newest revision. */
export interface PostConflict {
  message: string;
  current: Post;
  /** Null for a post not saved since revisions were kept. */
  currentRevision: PostRevisionSummary | null;
}
