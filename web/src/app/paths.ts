import { generatePath } from 'react-router';

/** Paths of the site's pages, for links and redirects. Add a page's path here with its route. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  logout: '/logout',
  accessDenied: '/access-denied',
  userProfile: '/user-profile',
  accountSettings: '/user-account-settings',
  account: '/account',
  users: '/users',
  createUser: '/users/create',
  editUser: '/users/edit/:id',
  viewUser: '/users/view/:id',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminSettings: '/admin/settings',
  editor: '/editor',
  editorPosts: '/editor/posts',
  editorTopics: '/editor/topics',
  editorTags: '/editor/tags',
  editorCategories: '/editor/categories',
  editorDocuments: '/editor/documents',
  editorMedia: '/editor/media',
  analytics: '/analytics',
  techDocs: '/tech-docs',
  legalDocs: '/legal-docs',
  essentialInsights: '/essential-insights',
  changelogs: '/changelogs',
  changelog: '/changelogs/:slug',
  projects: '/projects',
  projectAdd: '/projects/add',
  projectDetail: '/projects/:id',
  projectEdit: '/projects/edit/:id',
  projectDelete: '/projects/del/:id',
  currentProjects: '/current-projects',
  stacks: '/stacks',
  createMarkdown: '/create-markdown',
  about: '/about',
  /** This segment's name is this product's own choice, recorded in docs/pages.md. */
  targetedResume: '/about/targeted-resume',
  contact: '/contact',
  community: '/community',
  blog: '/blog',
  posts: '/posts',
  navbarDemo: '/navbar-demo',
  systemHealth: '/system-health',
  networkSettings: '/network-settings',
  apiDocs: '/api-docs',
  activity: '/activity',
  dashboard: '/dashboard',
  post: '/posts/:slug',
  createPost: '/posts/create',
  addPost: '/posts/add',
  editPost: '/posts/edit/:id',
  deletePost: '/posts/delete/:id',
  topic: '/topics/:slug',
  tag: '/tags/:slug',
  addTopic: '/topics/add',
  editTopic: '/topics/edit/:id',
  deleteTopic: '/topics/delete/:id',
  addTag: '/tags/add',
  editTag: '/tags/edit/:id',
  deleteTag: '/tags/delete/:id',
  addCategory: '/categories/add',
  editCategory: '/categories/edit/:id',
  deleteCategory: '/categories/delete/:id',
  addSitemapItem: '/sitemap-items/add',
  editSitemapItem: '/sitemap-items/edit/:id',
  deleteSitemapItem: '/sitemap-items/delete/:id',
  manageSitemap: '/manage-sitemap-content',
  /** The editors' document screens; the document is named by `?collection=…&path=…`. */
  editDocument: '/editor/documents/edit',
  documentHistory: '/editor/documents/history',
} as const;

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
  topic: (slug: string) => generatePath(paths.topic, { slug }),
  tag: (slug: string) => generatePath(paths.tag, { slug }),
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
