import type { ReactNode } from 'react';
import type { PostCard as PostCardFields } from '#shared/blog.ts';
import { postCardMarkup } from '#web/features/blog/lib/post-card-markup.ts';
import { reactMarkup } from '#web/shared/ui/react-markup.tsx';
import '#web/shared/ui/cover-image.css';
import './blog.css';

/**
 * One post in a list (/posts, a topic's or a tag's page), as `postCardMarkup` draws it (also for
 * the next pages a public list's island adds), with what the list adds below.
 */
export function PostCard({ post, href, children }: { post: PostCardFields; href: string; children?: ReactNode }) {
  return postCardMarkup(reactMarkup, post, href, children);
}
