import type { Post, PostCard, PostSummary } from '#shared/blog.ts';
import type { PostItem } from '../db/entities/post';
import type { PostLinkItem } from '../db/entities/post-link';
import { coversOf } from '../media/covers';
import { toPost, toPostCard, toPostSummary } from './views';

/** The answer of one post, with its cover image read. */
export async function toPostAnswer(item: PostItem): Promise<Post> {
  const coverOf = await coversOf([item.coverImageId]);
  return toPost(item, coverOf(item.coverImageId));
}

/** The answers of a page of posts, their cover images read at once. */
export async function toPostSummaries(items: readonly PostItem[]): Promise<PostSummary[]> {
  const coverOf = await coversOf(items.map((item) => item.coverImageId));
  return items.map((item) => toPostSummary(item, coverOf(item.coverImageId)));
}

/** The cards of a page of post links, their cover images read at once. */
export async function toPostCards(links: readonly PostLinkItem[]): Promise<PostCard[]> {
  const coverOf = await coversOf(links.map((link) => link.coverImageId));
  return links.map((link) => toPostCard(link, coverOf(link.coverImageId)));
}
