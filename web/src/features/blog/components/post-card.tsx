import type { ReactNode } from 'react';
import type { PostCard as PostCardFields } from '#shared/blog.ts';
import { formatPostDate } from '#web/features/blog/lib/dates.ts';
import { CoverImage } from '#web/shared/ui/cover-image.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import './blog.css';

/**
 * One post in a list (/posts, a topic's or a tag's page): its cover, its title linking to the post, date,
 * author and summary, and what the list adds below (the post's topic and tag chips on /posts).
 */
export function PostCard({ post, href, children }: { post: PostCardFields; href: string; children?: ReactNode }) {
  const date = formatPostDate(post.publishedAt);
  return (
    <li className="post-card">
      <article>
        {post.cover && <CoverImage cover={post.cover} variant="card" />}
        <h2 className="post-card__title">
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className="post-meta">
          {date && <time dateTime={post.publishedAt ?? undefined}>{date}</time>}
          <span>by {post.authorName}</span>
        </p>
        {post.summary && <p className="post-card__summary">{post.summary}</p>}
        {children}
      </article>
    </li>
  );
}
