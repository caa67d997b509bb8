import type { Post, PostCard, PostSummary } from '#shared/blog.ts';
import { type PeopleReader, peopleShownTo } from '../accounts/people';
import type { PostItem } from '../db/entities/post';
import type { PostLinkItem } from '../db/entities/post-link';
import { coversOf } from '../media/covers';
import { toPost, toPostCard, toPostSummary } from './views';

type Written = Pick<PostItem | PostLinkItem, 'coverImageId' | 'authorId' | 'authorName'>;

/**
 * What the answers of these posts (or post links) read with them, at once: their cover images
 * (one BatchGet) and their authors' accounts (one BatchGet): a deleted author is named to admins
 * only (`peopleShownTo`).
 */
async function extrasOf<Item extends Written>(items: readonly Item[], reader: PeopleReader) {
  const [coverOf, personOf] = await Promise.all([
    coversOf(items.map((item) => item.coverImageId)),
    peopleShownTo(
      reader,
      items.map((item) => item.authorId),
    ),
  ]);
  return (item: Item) => ({ cover: coverOf(item.coverImageId), author: personOf(item.authorId, item.authorName) });
}

/** The answer of one post to `reader`, with its cover image and author read. */
export async function toPostAnswer(item: PostItem, reader: PeopleReader): Promise<Post> {
  return toPost(item, (await extrasOf([item], reader))(item));
}

/** The answers of a page of posts to `reader`, their cover images and authors read at once. */
export async function toPostSummaries(items: readonly PostItem[], reader: PeopleReader): Promise<PostSummary[]> {
  const extras = await extrasOf(items, reader);
  return items.map((item) => toPostSummary(item, extras(item)));
}

/** The cards of a page of post links to `reader`, their cover images and authors read at once. */
export async function toPostCards(links: readonly PostLinkItem[], reader: PeopleReader): Promise<PostCard[]> {
  const extras = await extrasOf(links, reader);
  return links.map((link) => toPostCard(link, extras(link)));
}
