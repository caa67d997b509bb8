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
  analytics: '/analytics',
  techDocs: '/tech-docs',
  legalDocs: '/legal-docs',
  essentialInsights: '/essential-insights',
  changelogs: '/changelogs',
  changelog: '/changelogs/:slug',
  projects: '/projects',
  currentProjects: '/current-projects',
  stacks: '/stacks',
  createMarkdown: '/create-markdown',
} as const;

/** The links of the user screens, given to the users feature. */
export const userLinks = {
  view: (id: string) => generatePath(paths.viewUser, { id }),
  edit: (id: string) => generatePath(paths.editUser, { id }),
};
