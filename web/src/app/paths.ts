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
  dashboard: '/dashboard',
  analytics: '/analytics',
  manageSitemap: '/manage-sitemap-content',
} as const;

/** The links of the user screens, given to the users feature. */
export const userLinks = {
  view: (id: string) => generatePath(paths.viewUser, { id }),
  edit: (id: string) => generatePath(paths.editUser, { id }),
};

/** The links of the project screens, given to the projects feature. */
export const projectLinks = {
  view: (id: string) => generatePath(paths.projectDetail, { id }),
  edit: (id: string) => generatePath(paths.projectEdit, { id }),
  remove: (id: string) => generatePath(paths.projectDelete, { id }),
};
