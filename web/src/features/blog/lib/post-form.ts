import { POST_ADDRESS_CHANGES, type Post, type PostStatus } from '#shared/blog.ts';
import type { MediaCover } from '#shared/media.ts';
import { isoOfLocalInput, localInputOf } from './post-status';

/** The text fields of the post form; the tag and category choices are kept beside them. */
export interface PostFormValues {
  title: string;
  slug: string;
  summary: string;
  body: string;
  status: PostStatus;
  /** The topic's id, or '' for none. */
  topicId: string;
  /** When a scheduled post goes live, as the `datetime-local` input holds it (local time). */
  publishAt: string;
}

/** The fields of a post the form edits; a revision of it has them too. */
export type PostFields = Pick<
  Post,
  'title' | 'slug' | 'summary' | 'body' | 'status' | 'topic' | 'publishAt' | 'tags' | 'categories' | 'cover'
>;

export function postFormValues(post?: PostFields): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    summary: post?.summary ?? '',
    body: post?.body ?? '',
    status: post?.status ?? 'draft',
    topicId: post?.topic?.id ?? '',
    publishAt: localInputOf(post?.publishAt),
  };
}

export interface PostChoices {
  tagIds: readonly string[];
  categoryIds: readonly string[];
  cover?: MediaCover;
}

export function postChoices(post?: PostFields): PostChoices {
  return {
    tagIds: post?.tags.map((tag) => tag.id) ?? [],
    categoryIds: post?.categories.map((category) => category.id) ?? [],
    ...(post?.cover ? { cover: post.cover } : {}),
  };
}

/**
 * The body of `POST`/`PUT /posts`, checked with the shared postSchema before it goes: a blank slug
 * is left out (the server derives it from the title), no topic is null, a scheduled post carries
 * its `publishAt` as an ISO instant ('' when none was chosen, which the check refuses), and an edit
 * carries the version it was read at, so a save made meanwhile is refused rather than overwritten.
 * A cover is sent as its id; without one `coverImageId` is left out, which removes it.
 */
export function postRequestOf(values: PostFormValues, choices: PostChoices, version?: number) {
  const slug = values.slug.trim();
  return {
    title: values.title,
    ...(slug ? { slug } : {}),
    summary: values.summary,
    body: values.body,
    status: values.status,
    topicId: values.topicId || null,
    tagIds: [...choices.tagIds],
    categoryIds: [...choices.categoryIds],
    ...(choices.cover ? { coverImageId: choices.cover.id } : {}),
    ...(values.status === 'scheduled' ? { publishAt: isoOfLocalInput(values.publishAt) } : {}),
    ...(version === undefined ? {} : { version }),
  };
}

/**
 * The warning the post form shows while a published post's slug is edited: its address changes,
 * and the old one will answer with a redirect. None for a new post, a draft, or a slug left as it
 * was or emptied (a PUT without a slug keeps it).
 */
export function addressChangeWarning(
  post: Pick<Post, 'slug' | 'status'> | undefined,
  slug: string,
): string | undefined {
  const typed = slug.trim().normalize('NFC');
  return post?.status === 'published' && typed !== '' && typed !== post.slug ? POST_ADDRESS_CHANGES : undefined;
}
