import type {
  ChangeFrequency,
  Post,
  PostCard,
  PostSummary,
  SitemapItem,
  Term,
  TermKind,
  TermRef,
  Topic,
} from '#shared/blog.ts';
import type { MediaCover } from '#shared/media.ts';
import { type BlogNodeItem, ROOT_PARENT } from '../db/entities/blog-node';
import type { PostItem } from '../db/entities/post';
import type { PostLinkItem } from '../db/entities/post-link';

export function auditOf(item: Pick<BlogNodeItem, 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy' | 'version'>) {
  const { createdAt, createdBy, updatedAt, updatedBy, version } = item;
  return { createdAt, createdBy, updatedAt, updatedBy, version };
}

const parentOf = (node: BlogNodeItem) => (node.parentId === ROOT_PARENT ? null : node.parentId);

/** A tag or category as the API answers it, with the number of posts filed under it. */
function toTerm(node: BlogNodeItem, postCount: number): Term {
  return {
    id: node.nodeId,
    name: node.name,
    description: node.description ?? '',
    slug: node.slug,
    parentId: parentOf(node),
    childCount: node.childCount ?? 0,
    postCount,
    ...auditOf(node),
  };
}

/** A topic answers its parent under both names: `parentTopicId` (the topics API's own name) and `parentId`. */
function toTopic(node: BlogNodeItem, postCount: number): Topic {
  return { ...toTerm(node, postCount), parentTopicId: parentOf(node) };
}

/** How the API answers a term of this kind: a topic with `parentTopicId`, a tag or category without. */
export function termViewOf(kind: TermKind): (node: BlogNodeItem, postCount: number) => Term | Topic {
  return kind === 'topic' ? toTopic : toTerm;
}

export function toSitemapItem(node: BlogNodeItem): SitemapItem {
  return {
    id: node.nodeId,
    title: node.name,
    slug: node.slug,
    url: node.url ?? '',
    description: node.description ?? '',
    parentId: parentOf(node),
    childCount: node.childCount ?? 0,
    sortOrder: node.sortOrder ?? 0,
    changeFrequency: (node.changeFrequency ?? 'monthly') as ChangeFrequency,
    priority: node.priority ?? 0.5,
    ...auditOf(node),
  };
}

export function toTermRef(node: BlogNodeItem): TermRef {
  return { id: node.nodeId, name: node.name, slug: node.slug };
}

/** What every answer about a post starts with, read from the post or from one of its links. */
function postHeadOf(source: Pick<PostItem | PostLinkItem, 'postId' | 'title' | 'slug' | 'summary'>) {
  return { id: source.postId, title: source.title, slug: source.slug, summary: source.summary ?? '' };
}

/** A post's answer without its body; `cover` is its cover image as read (lib/media/covers.ts). */
export function toPostSummary(item: PostItem, cover?: MediaCover): PostSummary {
  return {
    ...postHeadOf(item),
    status: item.status,
    publishedAt: item.publishedAt ?? null,
    publishAt: item.publishAt ?? null,
    topic: item.topic ?? null,
    tags: item.tags ?? [],
    categories: item.categories ?? [],
    viewCount: item.viewCount ?? 0,
    authorId: item.authorId,
    authorName: item.authorName,
    ...(cover ? { cover } : {}),
    ...auditOf(item),
  };
}

export function toPost(item: PostItem, cover?: MediaCover): Post {
  return { ...toPostSummary(item, cover), body: item.body };
}

export function toPostCard(link: PostLinkItem, cover?: MediaCover): PostCard {
  return {
    ...postHeadOf(link),
    publishedAt: link.publishedAt ?? null,
    authorName: link.authorName,
    ...(cover ? { cover } : {}),
  };
}
