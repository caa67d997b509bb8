/**
 * The admin dashboard's summary (`GET /api/admin/summary`, admins only):
 * how many items of each kind exist and a few of them, free of zod for the SPA.
 */
export const DASHBOARD_KINDS = ['users', 'posts', 'topics', 'tags', 'categories', 'sitemapItems', 'projects'] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

export const DASHBOARD_KIND_LABELS: Record<DashboardKind, string> = {
  users: 'Users',
  posts: 'Posts',
  topics: 'Topics',
  tags: 'Tags',
  categories: 'Categories',
  sitemapItems: 'Sitemap items',
  projects: 'Projects',
};

/** How many items each kind lists under its count. */
export const DASHBOARD_RECENT_ITEMS = 5;

/**
 * The order of a kind's listed items: the newest first where the table keeps a creation-date
 * index (users, posts, projects); topics, tags and categories by name and sitemap items in
 * sitemap order, which is how their only list index is sorted.
 */
export type DashboardItemsOrder = 'newest' | 'name' | 'sitemap';

export interface DashboardItem {
  id: string;
  /** Name, title or full name. */
  label: string;
  /** A short fact shown beside it: a post's status, a project's visibility, a user's e-mail. */
  detail?: string;
  createdAt: string;
}

export interface DashboardKindSummary {
  /** Every live item of the kind (users: soft-deleted accounts included, as they can be restored). */
  count: number;
  /** Named parts of the count: posts by status, projects by visibility, deleted users. */
  breakdown: Record<string, number>;
  items: DashboardItem[];
  itemsOrder: DashboardItemsOrder;
}

export interface DashboardSummary {
  kinds: Record<DashboardKind, DashboardKindSummary>;
  /** When the counts were taken (ISO). */
  generatedAt: string;
}
