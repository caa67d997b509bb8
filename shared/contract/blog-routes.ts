import type * as z from 'zod/mini';
import { postSchema, sitemapItemSchema, tagSchema, topicSchema } from '../validation/blog';
import {
  post,
  postCardPage,
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

type TermPlural = 'topics' | 'tags' | 'categories';
type TermRouteId<P extends TermPlural> =
  | `GET /${P}`
  | `GET /${P}/{id}`
  | `GET /${P}/slug/{slug}`
  | `GET /${P}/{id}/children`
  | `POST /${P}`
  | `PUT /${P}/{id}`
  | `DELETE /${P}/{id}`;

/** The seven endpoints topics, tags and categories share. */
function termRoutes<P extends TermPlural>(
  plural: P,
  label: string,
  one: z.ZodMiniType,
  list: z.ZodMiniType,
  body: z.ZodMiniType,
): Record<TermRouteId<P>, RouteContract> {
  const contracts: Record<string, RouteContract> = {
    [`GET /${plural}`]: { summary: `List ${plural}`, query: pageQuery, responses: { 200: list } },
    [`GET /${plural}/{id}`]: { summary: `Get a ${label}`, responses: { 200: one }, errors: [404] },
    [`GET /${plural}/slug/{slug}`]: { summary: `Get a ${label} by slug`, responses: { 200: one }, errors: [404] },
    [`GET /${plural}/{id}/children`]: {
      summary: `List a ${label}’s children`,
      query: pageQuery,
      responses: { 200: list },
      errors: [404],
    },
    [`POST /${plural}`]: {
      summary: `Create a ${label}`,
      description: 'Without a slug, the server derives one from the name; a taken slug answers 400 `Slug exists`.',
      body,
      responses: { 201: one },
    },
    [`PUT /${plural}/{id}`]: {
      summary: `Update a ${label}`,
      description: 'Send the `version` you read to refuse a lost update (409).',
      body,
      responses: { 200: one },
      errors: [404, 409],
    },
    [`DELETE /${plural}/{id}`]: {
      summary: `Delete a ${label}`,
      description: 'Soft delete; one with children answers 400.',
      responses: { 204: 'empty' },
      errors: [400, 404],
    },
  };
  return contracts;
}

const termBody = requestBody('TermRequest', tagSchema);

/** The blog and sitemap endpoint groups. */
export const blogRoutes = {
  ...termRoutes('topics', 'topic', topic, topicPage, requestBody('TopicRequest', topicSchema)),
  ...termRoutes('tags', 'tag', term, termPage, termBody),
  ...termRoutes('categories', 'category', term, termPage, termBody),
  'GET /tags/post/{postId}': {
    summary: 'The tags of a post',
    responses: { 200: termRefPage },
    errors: [404],
  },
  'GET /posts': {
    summary: 'List posts',
    description: 'Every post for editors and admins, published posts for everyone else; newest first.',
    query: pageQuery,
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
  'GET /posts/slug/{slug}': { summary: 'Get a post by slug', responses: { 200: post }, errors: [404] },
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
  'POST /posts/{id}/view': {
    summary: 'Count a view of a published post',
    responses: { 200: viewCount },
    errors: [404],
  },
  'POST /posts': {
    summary: 'Create a post',
    description: 'The caller is the author. Without a slug, the server derives one from the title.',
    body: requestBody('PostRequest', postSchema),
    responses: { 201: post },
  },
  'PUT /posts/{id}': {
    summary: 'Update a post',
    description: 'The whole post; send the `version` you read to refuse a lost update (409).',
    body: requestBody('PostRequest', postSchema),
    responses: { 200: post },
    errors: [404, 409],
  },
  'DELETE /posts/{id}': { summary: 'Delete a post', responses: { 204: 'empty' }, errors: [404] },

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
