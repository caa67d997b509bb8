import * as z from 'zod/mini';
import {
  bulkStatusSchema,
  postAutosaveSchema,
  postListQuerySchema,
  postRestoreSchema,
  postSchema,
  sitemapItemSchema,
  tagSchema,
  termListQuerySchema,
  topicSchema,
} from '../validation/blog';
import {
  bulkStatusResult,
  post,
  postAutosaveResult,
  postCardPage,
  postConflict,
  postMoved,
  postPendingAnswer,
  postPresence,
  postRevision,
  postRevisionPage,
  postSummaryPage,
  sitemapItem,
  sitemapItemPage,
  term,
  termPage,
  termRefPage,
  topic,
  topicPage,
  viewCount,
} from './blog';
import { pageQuery, type RouteContract, requestBody, type TableRouteId } from './route-contract';

/** The filters and order of `GET /posts` (validated by the handler with the same schema). */
const { limit: _limit, cursor: _cursor, ...postListFilters } = postListQuerySchema.def.shape;

/** `?limit=`, `?cursor=` and `?published=true` of a term list (the handler validates `published` with the same schema). */
const termListQuery = z.object({ ...pageQuery.def.shape, published: termListQuerySchema.def.shape.published });

/** The seven contracts topics, tags and categories share, each kept with its own schemas' types. */
function termContracts<One extends z.ZodMiniType, List extends z.ZodMiniType, Body extends z.ZodMiniType>(
  plural: string,
  label: string,
  one: One,
  list: List,
  body: Body,
) {
  return {
    list: {
      summary: `List ${plural}`,
      description:
        '`postCount` counts posts of every status for editors and admins, published posts for everyone else. ' +
        `With \`published=true\`, only the ${plural} that have a published post, each with their number for every ` +
        'caller (a page may then hold fewer than `limit`; follow its `cursor`).',
      query: termListQuery,
      responses: { 200: list },
    },
    get: { summary: `Get a ${label}`, responses: { 200: one }, errors: [404] },
    bySlug: { summary: `Get a ${label} by slug`, responses: { 200: one }, errors: [404] },
    children: {
      summary: `List a ${label}’s children`,
      query: pageQuery,
      responses: { 200: list },
      errors: [404],
    },
    create: {
      summary: `Create a ${label}`,
      description: 'Without a slug, the server derives one from the name; a taken slug answers 400 `Slug exists`.',
      body,
      responses: { 201: one },
    },
    update: {
      summary: `Update a ${label}`,
      description: 'Send the `version` you read to refuse a lost update (409).',
      body,
      responses: { 200: one },
      errors: [404, 409],
    },
    remove: {
      summary: `Delete a ${label}`,
      description: 'Soft delete; one with children answers 400.',
      responses: { 204: 'empty' as const },
      errors: [400, 404],
    },
  } satisfies Record<string, RouteContract>;
}

const termBody = requestBody('TermRequest', tagSchema);
const topics = termContracts('topics', 'topic', topic, topicPage, requestBody('TopicRequest', topicSchema));
const tags = termContracts('tags', 'tag', term, termPage, termBody);
const categories = termContracts('categories', 'category', term, termPage, termBody);

/** The blog and sitemap endpoint groups. */
export const blogRoutes = {
  'GET /topics': topics.list,
  'GET /topics/{id}': topics.get,
  'GET /topics/slug/{slug}': topics.bySlug,
  'GET /topics/{id}/children': topics.children,
  'POST /topics': topics.create,
  'PUT /topics/{id}': topics.update,
  'DELETE /topics/{id}': topics.remove,
  'GET /tags': tags.list,
  'GET /tags/{id}': tags.get,
  'GET /tags/slug/{slug}': tags.bySlug,
  'GET /tags/{id}/children': tags.children,
  'POST /tags': tags.create,
  'PUT /tags/{id}': tags.update,
  'DELETE /tags/{id}': tags.remove,
  'GET /categories': categories.list,
  'GET /categories/{id}': categories.get,
  'GET /categories/slug/{slug}': categories.bySlug,
  'GET /categories/{id}/children': categories.children,
  'POST /categories': categories.create,
  'PUT /categories/{id}': categories.update,
  'DELETE /categories/{id}': categories.remove,
  'GET /tags/post/{postId}': {
    summary: 'The tags of a post',
    responses: { 200: termRefPage },
    errors: [404],
  },
  'GET /posts': {
    summary: 'List posts',
    description:
      'Editors and admins list posts of any `status` (every status without it), everyone else published posts ' +
      'whatever they ask. Filters: `topicId`, `tagId`, `categoryId`, `authorId`, `q` (words of the title or their ' +
      'starts or parts, any case or accent: `electro` finds "ElectroDB"; every word must match). `sort`: `updated` (last change, newest first; the default), `published` ' +
      '(publication, newest first) or `scheduled` (publishAt, soonest first); `published` and `scheduled` order ' +
      'the posts of that status only, so they imply it and refuse another (400 naming `sort`).',
    query: z.object({ ...pageQuery.def.shape, ...postListFilters }),
    responses: { 200: postSummaryPage },
  },
  'GET /posts/published': {
    summary: 'List published posts',
    query: pageQuery,
    responses: { 200: postSummaryPage },
  },
  'GET /posts/{id}': {
    summary: 'Get a post',
    description: 'A draft is found only by editors and admins.',
    responses: { 200: post },
    errors: [404],
  },
  'GET /posts/slug/{slug}': {
    summary: 'Get a post by slug',
    description:
      'An earlier slug of a published post answers 301: `Location` is the post’s current address, the body names its slug. ' +
      'A post that has the slug now wins over one that left it.',
    responses: { 200: post, 301: postMoved },
    errors: [404],
  },
  'GET /posts/topic/{topicId}': {
    summary: 'Published posts of a topic',
    query: pageQuery,
    responses: { 200: postCardPage },
  },
  'GET /posts/tag/{tagId}': {
    summary: 'Published posts of a tag',
    query: pageQuery,
    responses: { 200: postCardPage },
  },
  'GET /posts/category/{categoryId}': {
    summary: 'Published posts of a category',
    query: pageQuery,
    responses: { 200: postCardPage },
  },
  'POST /posts/{id}/view': {
    summary: 'Count a view of a published post',
    responses: { 200: viewCount },
    errors: [404],
  },
  'POST /posts': {
    summary: 'Create a post',
    description:
      'The caller is the author. Without a slug, the server derives one from the title. A `scheduled` post ' +
      'needs `publishAt` (in the future, at most a year ahead): it is published within a minute of that moment.',
    body: requestBody('PostRequest', postSchema),
    responses: { 201: post },
  },
  'POST /posts/bulk-status': {
    summary: 'Set the status of several posts',
    description:
      'Each post is saved as `PUT /posts/{id}` would with only its status changed (a scheduled post loses its ' +
      '`publishAt`). A post that cannot be changed is listed in `failed` with the reason; the others are saved.',
    body: requestBody('BulkStatusRequest', bulkStatusSchema),
    responses: { 200: bulkStatusResult },
  },
  'PUT /posts/{id}': {
    summary: 'Update a post',
    description:
      'The whole post; send the `version` you read to refuse a lost update (409). Saving a scheduled post with ' +
      'another status cancels its schedule; a new `publishAt` moves it. A stale `version` answers 409 with the post ' +
      'as it is now (`current`) and its newest revision (`currentRevision`); saving again with `current.version` ' +
      'keeps your text. Records one revision (`publish`, `unpublish`, `schedule` or `save`, by the status change) ' +
      'and removes the caller’s pending changes to the post (`PUT /posts/{id}/autosave`).',
    body: requestBody('PostRequest', postSchema),
    responses: { 200: post, 409: postConflict },
    errors: [404],
  },
  'DELETE /posts/{id}': {
    summary: 'Delete a post',
    description:
      'An admin deletes any post; an editor only a draft they wrote that was never published (403 otherwise), ' +
      'and a post changed meanwhile answers 409.',
    responses: { 204: 'empty' },
    errors: [404, 409],
  },

  'GET /posts/{id}/revisions': {
    summary: 'List a post’s revisions',
    description:
      'Newest first, without bodies. Every write of the post records one (an autosave by the same editor ' +
      'replaces their newest autosave). A post keeps 100: past that the oldest go first, except `publish` ones, ' +
      'which are never dropped.',
    query: pageQuery,
    responses: { 200: postRevisionPage },
    errors: [404],
  },
  'GET /posts/{id}/revisions/{revisionId}': {
    summary: 'Get a revision of a post',
    responses: { 200: postRevision },
    errors: [404],
  },
  'POST /posts/{id}/revisions/{revisionId}/restore': {
    summary: 'Restore a revision',
    description:
      'The post takes the revision’s title, slug, summary, body, terms, cover, status and schedule, recorded as a ' +
      '`restore` revision; a revision scheduled for a moment now past leaves the post’s status and schedule as they ' +
      'are. Send the `version` you read: a stale one answers 409 with the post as it is now. A slug taken by ' +
      'another post meanwhile answers 400 `Slug exists`, a deleted term or cover the 400 of a save.',
    body: requestBody('PostRestoreRequest', postRestoreSchema),
    responses: { 200: post, 409: postConflict },
    errors: [404],
  },
  'GET /posts/{id}/autosave': {
    summary: 'Get your pending changes to a post',
    description: 'The caller’s autosaved changes to a published or scheduled post, or null.',
    responses: { 200: postPendingAnswer },
    errors: [404],
  },
  'PUT /posts/{id}/autosave': {
    summary: 'Autosave the post form',
    description:
      'The fields of `PUT /posts/{id}` with the `version` read (required). A draft is saved as a PUT would save ' +
      'it, but stays a draft (the form’s status applies on save), recorded as an `autosave` revision that ' +
      'replaces the caller’s newest one. A published or scheduled post is not changed: the fields become the ' +
      'caller’s pending changes (`pending`), checked as a save checks them except for the slug’s uniqueness, and ' +
      '`PUT /posts/{id}` applies them. A stale `version` answers 409 with the post as it is now.',
    body: requestBody('PostAutosaveRequest', postAutosaveSchema),
    responses: { 200: postAutosaveResult, 409: postConflict },
    errors: [404],
  },
  'DELETE /posts/{id}/autosave': {
    summary: 'Discard your pending changes to a post',
    description: 'Also 204 when there were none.',
    responses: { 204: 'empty' },
  },
  'PUT /posts/{id}/presence': {
    summary: 'Say you have the post open',
    description:
      'Lasts a minute (the editor refreshes it every 20 seconds); answers the other editors who have the post open.',
    responses: { 200: postPresence },
    errors: [404],
  },
  'DELETE /posts/{id}/presence': {
    summary: 'Say you closed the post',
    responses: { 204: 'empty' },
  },

  'GET /sitemapitems': { summary: 'List sitemap items', query: pageQuery, responses: { 200: sitemapItemPage } },
  'GET /sitemapitems/root': {
    summary: 'List the top sitemap items',
    query: pageQuery,
    responses: { 200: sitemapItemPage },
  },
  'GET /sitemapitems/{id}': { summary: 'Get a sitemap item', responses: { 200: sitemapItem }, errors: [404] },
  'GET /sitemapitems/slug/{slug}': {
    summary: 'Get a sitemap item by slug',
    responses: { 200: sitemapItem },
    errors: [404],
  },
  'GET /sitemapitems/{id}/children': {
    summary: 'List a sitemap item’s children',
    query: pageQuery,
    responses: { 200: sitemapItemPage },
    errors: [404],
  },
  'POST /sitemapitems': {
    summary: 'Create a sitemap item',
    body: requestBody('SitemapItemRequest', sitemapItemSchema),
    responses: { 201: sitemapItem },
  },
  'PUT /sitemapitems/{id}': {
    summary: 'Update a sitemap item',
    body: requestBody('SitemapItemRequest', sitemapItemSchema),
    responses: { 200: sitemapItem },
    errors: [404, 409],
  },
  'DELETE /sitemapitems/{id}': {
    summary: 'Delete a sitemap item',
    description: 'Soft delete; one with children answers 400.',
    responses: { 204: 'empty' },
    errors: [400, 404],
  },
} satisfies Partial<Record<TableRouteId, RouteContract>>;
