import type { PostStatus } from '#shared/blog.ts';
import {
  DASHBOARD_RECENT_ITEMS,
  type DashboardItem,
  type DashboardKind,
  type DashboardKindSummary,
} from '#shared/dashboard.ts';
import { PROJECT_VISIBILITY, PROJECT_VISIBILITY_LABELS } from '#shared/projects.ts';
import { listUsersNewestFirst } from '../accounts/users';
import { listNodes } from '../blog/nodes';
import { listAllPosts } from '../blog/posts';
import { countQuery } from '../db/count';
import { BlogNode } from '../db/entities/blog-node';
import { Post } from '../db/entities/post';
import { Project } from '../db/entities/project';
import { User } from '../db/entities/user';
import { listProjectsByVisibility } from '../projects/projects';

const firstPage = { limit: DASHBOARD_RECENT_ITEMS, cursor: null };

/**
 * Count every user (gsi1 `newestFirst`, one partition) and, in the same pass, the soft-deleted
 * ones: the filter decides `matched`, while `scanned` is every user the key condition reached.
 */
async function summarizeUsers(): Promise<DashboardKindSummary> {
  const [counted, newest] = await Promise.all([
    countQuery(
      User.query
        .newestFirst({})
        .where(({ isDeleted }, { eq }) => eq(isDeleted, true))
        .params(),
    ),
    listUsersNewestFirst(firstPage),
  ]);
  return {
    count: counted.scanned,
    breakdown: { deleted: counted.matched },
    items: newest.items.map((user) => ({
      id: user.userId,
      label: `${user.firstName} ${user.lastName}`.trim() || user.userName,
      detail: user.isDeleted ? `${user.email} (deleted)` : user.email,
      createdAt: user.createdAt,
    })),
    itemsOrder: 'newest',
  };
}

/** Count the live posts of each status (gsi3 `byStatus`, one partition per status). */
async function summarizePosts(): Promise<DashboardKindSummary> {
  const countStatus = (status: PostStatus) => countQuery(Post.query.byStatus({ lifecycle: 'active', status }).params());
  const [drafts, scheduled, published, newest] = await Promise.all([
    countStatus('draft'),
    countStatus('scheduled'),
    countStatus('published'),
    listAllPosts(firstPage),
  ]);
  return {
    count: drafts.matched + scheduled.matched + published.matched,
    breakdown: { published: published.matched, scheduled: scheduled.matched, draft: drafts.matched },
    items: newest.items.map((post) => ({
      id: post.postId,
      label: post.title,
      detail: { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' }[post.status],
      createdAt: post.createdAt,
    })),
    itemsOrder: 'newest',
  };
}

const NODE_KINDS = { topics: 'topic', tags: 'tag', categories: 'category', sitemapItems: 'sitemapItem' } as const;
type NodeDashboardKind = keyof typeof NODE_KINDS;

/**
 * Count the live topics, tags, categories or sitemap items (gsi1 `byKind`, one partition per kind)
 * and list the first few in that index's order: by name, sitemap items by sort order.
 */
async function summarizeNodes(dashboardKind: NodeDashboardKind): Promise<DashboardKindSummary> {
  const kind = NODE_KINDS[dashboardKind];
  const [counted, first] = await Promise.all([
    countQuery(BlogNode.query.byKind({ lifecycle: 'active', kind }).params()),
    listNodes(kind, firstPage),
  ]);
  return {
    count: counted.matched,
    breakdown: {},
    items: first.items.map((node) => ({
      id: node.nodeId,
      label: node.name,
      ...(kind === 'sitemapItem' && node.url ? { detail: node.url } : {}),
      createdAt: node.createdAt,
    })),
    itemsOrder: kind === 'sitemapItem' ? 'sitemap' : 'name',
  };
}

/** Count the live projects of each visibility (gsi1 `byVisibility`) and list the newest of both. */
async function summarizeProjects(): Promise<DashboardKindSummary> {
  const visibilities = [PROJECT_VISIBILITY.public, PROJECT_VISIBILITY.private];
  const [counts, pages] = await Promise.all([
    Promise.all(
      visibilities.map((visibility) =>
        countQuery(Project.query.byVisibility({ lifecycle: 'active', visibility }).params()),
      ),
    ),
    Promise.all(visibilities.map((visibility) => listProjectsByVisibility(visibility, firstPage))),
  ]);
  const [publicCount, privateCount] = counts.map((counted) => counted.matched);
  const newest: DashboardItem[] = pages
    .flatMap((page) => page.items)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, DASHBOARD_RECENT_ITEMS)
    .map((project) => ({
      id: project.projectId,
      label: project.name,
      detail: PROJECT_VISIBILITY_LABELS[project.visibility] ?? String(project.visibility),
      createdAt: project.createdAt,
    }));
  return {
    count: (publicCount ?? 0) + (privateCount ?? 0),
    breakdown: { public: publicCount ?? 0, private: privateCount ?? 0 },
    items: newest,
    itemsOrder: 'newest',
  };
}

/** Every kind's summary, the kinds read in parallel. */
export async function summarizeAll(): Promise<Record<DashboardKind, DashboardKindSummary>> {
  const [users, posts, topics, tags, categories, sitemapItems, projects] = await Promise.all([
    summarizeUsers(),
    summarizePosts(),
    summarizeNodes('topics'),
    summarizeNodes('tags'),
    summarizeNodes('categories'),
    summarizeNodes('sitemapItems'),
    summarizeProjects(),
  ]);
  return { users, posts, topics, tags, categories, sitemapItems, projects };
}
