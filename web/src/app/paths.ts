import { generatePath } from 'react-router';
import { SITE_PATHS } from '#shared/site-paths.ts';

/** The site's page paths (shared with the edge, which answers 404 for any other address). */
export const paths = SITE_PATHS;

/** Where a route guard (RequireAccess) sends a visitor (to sign in) and a user without the role. */
export const guardPaths = { loginPath: paths.login, deniedPath: paths.accessDenied };

/** The links of the user screens, given to the users feature. */
export const userLinks = {
  view: (id: string) => generatePath(paths.viewUser, { id }),
  edit: (id: string) => generatePath(paths.editUser, { id }),
};

/** The links of the blog screens, given to the blog feature. */
export const blogLinks = {
  posts: paths.posts,
  newPost: paths.createPost,
  post: (slug: string) => generatePath(paths.post, { slug }),
  topics: paths.topics,
  tags: paths.tags,
  categories: paths.categories,
  topic: (slug: string) => generatePath(paths.topic, { slug }),
  tag: (slug: string) => generatePath(paths.tag, { slug }),
  category: (slug: string) => generatePath(paths.category, { slug }),
  editPost: (id: string) => generatePath(paths.editPost, { id }),
  deletePost: (id: string) => generatePath(paths.deletePost, { id }),
  editTopic: (id: string) => generatePath(paths.editTopic, { id }),
  editTag: (id: string) => generatePath(paths.editTag, { id }),
  editCategory: (id: string) => generatePath(paths.editCategory, { id }),
  editSitemapItem: (id: string) => generatePath(paths.editSitemapItem, { id }),
};

/** The links of the project screens, given to the projects feature. */
export const projectLinks = {
  view: (id: string) => generatePath(paths.projectDetail, { id }),
  edit: (id: string) => generatePath(paths.projectEdit, { id }),
  remove: (id: string) => generatePath(paths.projectDelete, { id }),
};

/** `?collection=…&path=…`, the path's slashes kept as they are (a query value may hold them). */
const documentQuery = (collection: string, path: string) =>
  `?collection=${encodeURIComponent(collection)}&path=${path.split('/').map(encodeURIComponent).join('/')}`;

/** The document screens of a document (its collection and its path there without `.md`). */
export const documentLinks = {
  page: (collection: string, path: string) => `/${collection}/${path}`,
  edit: (collection: string, path: string) => `${paths.editDocument}${documentQuery(collection, path)}`,
  history: (collection: string, path: string) => `${paths.documentHistory}${documentQuery(collection, path)}`,
};
