import { generatePath } from 'react-router';
import type { DashboardLinks } from '#web/features/dashboard/components/dashboard-view.tsx';
import { paths, projectLinks, userLinks } from './paths';

/** The form routes of one kind: `/{base}/add`, `/{base}/edit/{id}`, `/{base}/delete/{id}`. */
const formRoutes = (base: string) => ({
  add: `/${base}/add`,
  edit: (id: string) => generatePath(`/${base}/edit/:id`, { id }),
  remove: (id: string) => generatePath(`/${base}/delete/:id`, { id }),
});

const tags = formRoutes('tags');
const categories = formRoutes('categories');
const topics = formRoutes('topics');
const posts = formRoutes('posts');
const sitemapItems = formRoutes('sitemap-items');

/**
 * Where the dashboard sends an admin to manage each kind (its form routes; posts are created at
 * /posts/create and listed, by status too, in the editor area).
 */
export const dashboardLinks: DashboardLinks = {
  users: {
    add: { to: paths.createUser, label: 'Create user' },
    list: { to: paths.adminUsers, label: 'All users' },
    view: userLinks.view,
    edit: userLinks.edit,
  },
  posts: {
    add: { to: '/posts/create', label: 'Create post' },
    list: { to: paths.editorPosts, label: 'All posts' },
    part: (status) => `${paths.editorPosts}?${new URLSearchParams({ status })}`,
    edit: posts.edit,
    remove: posts.remove,
  },
  topics: { add: { to: topics.add, label: 'Add topic' }, edit: topics.edit, remove: topics.remove },
  tags: { add: { to: tags.add, label: 'Add tag' }, edit: tags.edit, remove: tags.remove },
  categories: { add: { to: categories.add, label: 'Add category' }, edit: categories.edit, remove: categories.remove },
  sitemapItems: {
    add: { to: sitemapItems.add, label: 'Add sitemap item' },
    list: { to: paths.manageSitemap, label: 'Manage sitemap' },
    edit: sitemapItems.edit,
    remove: sitemapItems.remove,
  },
  projects: {
    add: { to: paths.projectAdd, label: 'Add project' },
    list: { to: paths.projects, label: 'All projects' },
    view: projectLinks.view,
    edit: projectLinks.edit,
    remove: projectLinks.remove,
  },
};

/** The sitemap tree's edit and delete pages. */
export const sitemapItemLinks = { edit: sitemapItems.edit, remove: sitemapItems.remove };
