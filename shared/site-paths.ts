/**
 * Paths of the site's pages, for links, redirects and the SPA's routes (web/src/app/app-routes.tsx,
 * more-routes.tsx). Add a page's path here with its route. The edge (CloudFront's viewer-request
 * function, the preview server) reads the same list to tell a screen of the SPA from an address that
 * is no page at all, which answers 404 (isSpaScreenPath).
 */
export const SITE_PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
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
  editorPendingDocuments: '/editor/pending-documents',
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
  search: '/search',
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
  topics: '/topics',
  topic: '/topics/:slug',
  tags: '/tags',
  tag: '/tags/:slug',
  categories: '/categories',
  category: '/categories/:slug',
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

/**
 * Whether a path is one of the SPA's screens (`/login`, `/users/edit/42`): a `:name` segment of a
 * listed path matches any one segment. Written for CloudFront Functions (cloudfront-js-2.0, bundled
 * into infra/edge/viewer-request.ts): plain loops, no for-of.
 */
export function isSpaScreenPath(pathname: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  for (const name in SITE_PATHS) {
    const pattern = SITE_PATHS[name as keyof typeof SITE_PATHS].split('/').filter((segment) => segment !== '');
    if (pattern.length !== segments.length) continue;
    let matches = true;
    for (let index = 0; index < pattern.length && matches; index++) {
      const expected = pattern[index] ?? '';
      matches = expected.charAt(0) === ':' ? segments[index] !== '' : expected === segments[index];
    }
    if (matches) return true;
  }
  return false;
}
