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
import type { ShownPerson } from '../accounts/people';
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

/** What an answer read with a post: its cover image (lib/media/covers.ts) and how its author is shown (accounts/people.ts). */
export interface PostExtras {
  cover?: MediaCover | undefined;
  /** Undefined: the author is not shown (a deleted account, to anyone but an admin). */
  author: ShownPerson | undefined;
}

/** The author's fields of an answer: the name when shown, and an admin's `authorIsDeleted`. */
function authorOf({ author }: PostExtras): Pick<PostSummary, 'authorName' | 'authorIsDeleted'> {
  if (!author) return {};
  return author.isDeleted ? { authorName: author.name, authorIsDeleted: true } : { authorName: author.name };
}

/** A post's answer without its body. */
export function toPostSummary(item: PostItem, extras: PostExtras): PostSummary {
  const { cover } = extras;
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
    ...authorOf(extras),
    ...(cover ? { cover } : {}),
    ...auditOf(item),
  };
}

export function toPost(item: PostItem, extras: PostExtras): Post {
  return { ...toPostSummary(item, extras), body: item.body };
}

export function toPostCard(link: PostLinkItem, extras: PostExtras): PostCard {
  const { cover } = extras;
  return {
    ...postHeadOf(link),
    publishedAt: link.publishedAt ?? null,
    ...authorOf(extras),
    ...(cover ? { cover } : {}),
  };
}
