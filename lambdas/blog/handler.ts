import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { autosavePost } from './autosave-post';
import { bulkPostStatus } from './bulk-post-status';
import { createPost } from './create-post';
import { createTerm } from './create-term';
import { deletePost } from './delete-post';
import { deleteTerm } from './delete-term';
import { discardPostAutosave } from './discard-post-autosave';
import { enterPostEditor } from './enter-post-editor';
import { getPostAutosave } from './get-post-autosave';
import { getPostById } from './get-post-by-id';
import { getPostBySlug } from './get-post-by-slug';
import { getPostRevision } from './get-post-revision';
import { getTerm } from './get-term';
import { getTermBySlug } from './get-term-by-slug';
import { leavePostEditor } from './leave-post-editor';
import { listPostRevisions } from './list-post-revisions';
import { listPosts } from './list-posts';
import { listPostsOfTerm } from './list-posts-of-term';
import { listPublishedPosts } from './list-published-posts';
import { listTagsOfPost } from './list-tags-of-post';
import { listTermChildren } from './list-term-children';
import { listTerms } from './list-terms';
import { recordView } from './record-view';
import { restorePostRevision } from './restore-post-revision';
import { updatePost } from './update-post';
import { updateTerm } from './update-term';

/** Topics, tags, categories and posts: anyone reads, editors write, admins delete. */
export const group = createEndpointGroup(
  'blog',
  {
    'GET /topics': listTerms('topic'),
    'GET /topics/{id}': getTerm('topic'),
    'GET /topics/slug/{slug}': getTermBySlug('topic'),
    'GET /topics/{id}/children': listTermChildren('topic'),
    'POST /topics': createTerm('topic'),
    'PUT /topics/{id}': updateTerm('topic'),
    'DELETE /topics/{id}': deleteTerm('topic'),
    'GET /tags': listTerms('tag'),
    'GET /tags/{id}': getTerm('tag'),
    'GET /tags/slug/{slug}': getTermBySlug('tag'),
    'GET /tags/{id}/children': listTermChildren('tag'),
    'POST /tags': createTerm('tag'),
    'PUT /tags/{id}': updateTerm('tag'),
    'DELETE /tags/{id}': deleteTerm('tag'),
    'GET /tags/post/{postId}': listTagsOfPost,
    'GET /categories': listTerms('category'),
    'GET /categories/{id}': getTerm('category'),
    'GET /categories/slug/{slug}': getTermBySlug('category'),
    'GET /categories/{id}/children': listTermChildren('category'),
    'POST /categories': createTerm('category'),
    'PUT /categories/{id}': updateTerm('category'),
    'DELETE /categories/{id}': deleteTerm('category'),
    'GET /posts': listPosts,
    'GET /posts/published': listPublishedPosts,
    'GET /posts/{id}': getPostById,
    'GET /posts/slug/{slug}': getPostBySlug,
    'GET /posts/topic/{topicId}': listPostsOfTerm('topic', 'topicId'),
    'GET /posts/tag/{tagId}': listPostsOfTerm('tag', 'tagId'),
    'GET /posts/category/{categoryId}': listPostsOfTerm('category', 'categoryId'),
    'POST /posts/{id}/view': recordView,
    'POST /posts': createPost,
    'POST /posts/bulk-status': bulkPostStatus,
    'PUT /posts/{id}': updatePost,
    'DELETE /posts/{id}': deletePost,
    'GET /posts/{id}/revisions': listPostRevisions,
    'GET /posts/{id}/revisions/{revisionId}': getPostRevision,
    'POST /posts/{id}/revisions/{revisionId}/restore': restorePostRevision,
    'GET /posts/{id}/autosave': getPostAutosave,
    'PUT /posts/{id}/autosave': autosavePost,
    'DELETE /posts/{id}/autosave': discardPostAutosave,
    'PUT /posts/{id}/presence': enterPostEditor,
    'DELETE /posts/{id}/presence': leavePostEditor,
  },
  { authenticate },
);

export const handler = group.handler;
