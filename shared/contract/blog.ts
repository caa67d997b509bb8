import * as z from 'zod/mini';
import {
  type BulkStatusResult,
  CHANGE_FREQUENCIES,
  POST_REVISION_KINDS,
  POST_STATUSES,
  type Post,
  type PostAutosaveResult,
  type PostCard,
  type PostConflict,
  type PostEditorPresence,
  type PostPendingChanges,
  type PostRevision,
  type PostRevisionSummary,
  type PostSummary,
  type SitemapItem,
  type Term,
  type TermRef,
  type Topic,
} from '../blog';
import { mediaCover } from './media';
import { answer, page, timestamp } from './schema-registry';

/** Answers of the blog and sitemap endpoints; each is checked against the type the SPA uses. */
const auditShape = {
  createdAt: timestamp,
  createdBy: z.string(),
  updatedAt: timestamp,
  updatedBy: z.string(),
  version: z.int(),
};

const termShape = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  parentId: z.nullable(z.string()),
  childCount: z.int(),
  postCount: z.int(),
  ...auditShape,
};

export const term = answer(
  'Term',
  z.strictObject(termShape),
  'A tag or category; `parentId` is null at the top.',
) satisfies z.ZodMiniType<Term>;

export const topic = answer(
  'Topic',
  z.strictObject({ ...termShape, parentTopicId: z.nullable(z.string()) }),
  'A topic: its parent under both `parentId` and `parentTopicId`.',
) satisfies z.ZodMiniType<Topic>;

export const termPage = answer('TermPage', page(term));
export const topicPage = answer('TopicPage', page(topic));

const termRef = answer(
  'TermRef',
  z.strictObject({ id: z.string(), name: z.string(), slug: z.string() }),
) satisfies z.ZodMiniType<TermRef>;
export const termRefPage = answer('TermRefPage', page(termRef), 'Always one page: `cursor` is null.');

const postSummaryShape = {
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  status: z.enum(POST_STATUSES),
  publishedAt: z.nullable(timestamp),
  publishAt: z.nullable(timestamp),
  topic: z.nullable(termRef),
  tags: z.array(termRef),
  categories: z.array(termRef),
  viewCount: z.int(),
  authorId: z.string(),
  authorName: z.optional(z.string()),
  authorIsDeleted: z.optional(z.literal(true)),
  cover: z.optional(mediaCover),
  ...auditShape,
};

const postSummary = answer('PostSummary', z.strictObject(postSummaryShape)) satisfies z.ZodMiniType<PostSummary>;
export const postSummaryPage = answer('PostSummaryPage', page(postSummary), 'In the order asked for.');

export const post = answer(
  'Post',
  z.strictObject({ ...postSummaryShape, body: z.string() }),
  'A post with its markdown body.',
) satisfies z.ZodMiniType<Post>;

const postRevisionSummaryShape = {
  id: z.string(),
  postId: z.string(),
  kind: z.enum(POST_REVISION_KINDS),
  version: z.int(),
  title: z.string(),
  status: z.enum(POST_STATUSES),
  savedAt: timestamp,
  savedBy: z.string(),
  savedByName: z.string(),
  restoredFrom: z.optional(z.string()),
};

const postRevisionSummary = answer(
  'PostRevisionSummary',
  z.strictObject(postRevisionSummaryShape),
  'One entry of a post’s history: what caused it (`kind`), the post version it produced, who saved it and when.',
) satisfies z.ZodMiniType<PostRevisionSummary>;

export const postRevisionPage = answer(
  'PostRevisionPage',
  page(postRevisionSummary),
  'A post’s history, newest first, without bodies.',
);

export const postRevision = answer(
  'PostRevision',
  z.strictObject({
    ...postRevisionSummaryShape,
    slug: z.string(),
    summary: z.string(),
    body: z.string(),
    topic: z.nullable(termRef),
    tags: z.array(termRef),
    categories: z.array(termRef),
    cover: z.optional(mediaCover),
    publishAt: z.nullable(timestamp),
  }),
  'A revision with the post’s fields as that write left them.',
) satisfies z.ZodMiniType<PostRevision>;

const postPendingChanges = answer(
  'PostPendingChanges',
  z.strictObject({
    postId: z.string(),
    baseVersion: z.int(),
    savedAt: timestamp,
    savedBy: z.string(),
    savedByName: z.string(),
    title: z.string(),
    slug: z.string(),
    summary: z.string(),
    body: z.string(),
    status: z.enum(POST_STATUSES),
    publishAt: z.nullable(timestamp),
    topicId: z.nullable(z.string()),
    tagIds: z.array(z.string()),
    categoryIds: z.array(z.string()),
    coverImageId: z.nullable(z.string()),
  }),
  'An editor’s autosaved changes to a published or scheduled post, not applied yet; `baseVersion` is the post version they started from.',
) satisfies z.ZodMiniType<PostPendingChanges>;

export const postAutosaveResult = answer(
  'PostAutosaveResult',
  z.strictObject({ post, pending: z.nullable(postPendingChanges) }),
  'The post as it is now, and the caller’s pending changes (null for a draft, which is saved directly).',
) satisfies z.ZodMiniType<PostAutosaveResult>;

export const postPendingAnswer = answer(
  'PostPendingAnswer',
  z.strictObject({ pending: z.nullable(postPendingChanges) }),
  'The caller’s pending changes to the post, or null.',
) satisfies z.ZodMiniType<{ pending: PostPendingChanges | null }>;

const postEditor = answer(
  'PostEditorPresence',
  z.strictObject({ userId: z.string(), name: z.string(), since: timestamp }),
  'Another editor who has the post open, since when.',
) satisfies z.ZodMiniType<PostEditorPresence>;

export const postPresence = answer(
  'PostPresence',
  z.strictObject({ editors: z.array(postEditor) }),
  'The other editors who have the post open now (the caller is not listed).',
);

export const postConflict = answer(
  'PostConflict',
  z.strictObject({ message: z.string(), current: post, currentRevision: z.nullable(postRevisionSummary) }),
  'The post was saved by someone else since `version` was read: `current` is the post as it is now, ' +
    '`currentRevision` its newest revision (null for a post not saved since revisions were kept).',
) satisfies z.ZodMiniType<PostConflict>;

const postCard = answer(
  'PostCard',
  z.strictObject({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    summary: z.string(),
    publishedAt: z.nullable(timestamp),
    authorName: z.optional(z.string()),
    authorIsDeleted: z.optional(z.literal(true)),
    cover: z.optional(mediaCover),
  }),
) satisfies z.ZodMiniType<PostCard>;
export const postMoved = answer(
  'PostMoved',
  z.strictObject({ message: z.string(), slug: z.string() }),
  'The post has another slug now: `Location` is its address.',
);
export const postCardPage = answer('PostCardPage', page(postCard), 'Published posts, newest first.');

export const bulkStatusResult = answer(
  'BulkStatusResult',
  z.strictObject({
    updated: z.array(z.string()),
    failed: z.array(z.strictObject({ id: z.string(), message: z.string() })),
  }),
  'The posts changed, and why each other one was not.',
) satisfies z.ZodMiniType<BulkStatusResult>;

export const viewCount = answer('ViewCount', z.strictObject({ viewCount: z.int() }));

export const sitemapItem = answer(
  'SitemapItem',
  z.strictObject({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    url: z.string(),
    description: z.string(),
    parentId: z.nullable(z.string()),
    childCount: z.int(),
    sortOrder: z.int(),
    changeFrequency: z.enum(CHANGE_FREQUENCIES),
    priority: z.number().check(z.minimum(0), z.maximum(1)),
    hasPage: z.optional(z.nullable(z.boolean())),
    ...auditShape,
  }),
) satisfies z.ZodMiniType<SitemapItem>;
export const sitemapItemPage = answer('SitemapItemPage', page(sitemapItem));
