import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import {
  createPostRoute,
  deletePostRoute,
  getPostById,
  getPostBySlug,
  listPosts,
  listPostsOfTag,
  listPostsOfTopic,
  listPublishedPosts,
  listTagsOfPost,
  recordView,
  updatePostRoute,
} from './post-routes';
import { termRoutes } from './term-routes';

const topics = termRoutes('topic');
const tags = termRoutes('tag');
const categories = termRoutes('category');

/** Topics, tags, categories and posts (spec §7 Blog): anyone reads, editors write, admins delete. */
export const group = createEndpointGroup(
  'blog',
  {
    'GET /topics': topics.list,
    'GET /topics/{id}': topics.get,
    'GET /topics/slug/{slug}': topics.getBySlug,
    'GET /topics/{id}/children': topics.children,
    'POST /topics': topics.create,
    'PUT /topics/{id}': topics.update,
    'DELETE /topics/{id}': topics.remove,
    'GET /tags': tags.list,
    'GET /tags/{id}': tags.get,
    'GET /tags/slug/{slug}': tags.getBySlug,
    'GET /tags/{id}/children': tags.children,
    'POST /tags': tags.create,
    'PUT /tags/{id}': tags.update,
    'DELETE /tags/{id}': tags.remove,
    'GET /tags/post/{postId}': listTagsOfPost,
    'GET /categories': categories.list,
    'GET /categories/{id}': categories.get,
    'GET /categories/slug/{slug}': categories.getBySlug,
    'GET /categories/{id}/children': categories.children,
    'POST /categories': categories.create,
    'PUT /categories/{id}': categories.update,
    'DELETE /categories/{id}': categories.remove,
    'GET /posts': listPosts,
    'GET /posts/published': listPublishedPosts,
    'GET /posts/{id}': getPostById,
    'GET /posts/slug/{slug}': getPostBySlug,
    'GET /posts/topic/{topicId}': listPostsOfTopic,
    'GET /posts/tag/{tagId}': listPostsOfTag,
    'POST /posts/{id}/view': recordView,
    'POST /posts': createPostRoute,
    'PUT /posts/{id}': updatePostRoute,
    'DELETE /posts/{id}': deletePostRoute,
  },
  { authenticate },
);

export const handler = group.handler;
